// What a board post, or a fan-art image's upload grant, reads and writes inside a visitor's send,
// for sends/, which runs it through the abuse gate in the send's one transaction; and what the
// start of raid mode reads and holds of the posts sent just before it.
export { postWrite } from './postStore';
export { imageGrantWrite } from './imageStore';
export { holdPosts, postsSince } from './raidStore';
