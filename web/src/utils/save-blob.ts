/** Hands a file to the browser's download under `filename` (the exports' and the demo area's files). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
