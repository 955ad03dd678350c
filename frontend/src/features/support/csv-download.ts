/** Hands `csv` to the browser as a file download through a short-lived Blob link. */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the Blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
