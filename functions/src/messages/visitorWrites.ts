// What a letter or a fan message reads and writes inside a visitor's send, for sends/, which runs
// it through the abuse gate in the send's one transaction.
export { messageWrite } from './store';
