// What a letter or a fan message reads and writes inside a visitor's send, for sends/, which runs
// it through the abuse gate in the send's one transaction; and what the start of raid mode reads
// and holds of the messages sent just before it.
export { messageWrite } from './store';
export { holdMessages, messagesSince } from './raidStore';
