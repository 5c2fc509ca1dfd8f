// What a visitor's send of a letter or a fan message reads and writes, for sends/, which runs it
// through the abuse gate in the send's one transaction; what the start of raid mode reads and
// holds of the messages sent just before it; and a sender's deletion of their own message through
// its receipt, which sends/ runs for the receipt page's form.
export { deleteOwnMessage, messageWrite } from './store';
export { holdMessages, messagesSince } from './raidStore';
