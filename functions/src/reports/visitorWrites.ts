// What a report reads and writes inside a visitor's send, for sends/, which runs it through the
// abuse gate in the send's one transaction (decision 070).
export { reportWrite } from './store';
