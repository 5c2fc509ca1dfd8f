// The one script a public page loads (a few hundred bytes): the islands themselves, with Preact
// and the callable client, load only on a page that has one.
if (document.querySelector('[data-island]')) void import('./mount');
