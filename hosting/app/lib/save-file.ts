// Hands a file made in the browser to the user as a download, under the name given.
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  // The click starts the download asynchronously; the URL outlives it by a margin.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
