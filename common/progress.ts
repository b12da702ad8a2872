/** A terminal progress bar for long work (index builds); plain lines when output is not a terminal. */
export function progressBar(label: string, width = 30): (done: number, total: number) => void {
  let lastPercent = -1;
  return (done, total) => {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    if (percent === lastPercent) return;
    lastPercent = percent;
    if (process.stdout.isTTY) {
      const filled = Math.round((percent / 100) * width);
      process.stdout.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% (${done}/${total})`);
      if (done >= total) process.stdout.write('\n');
    } else if (done >= total || percent % 25 === 0) {
      console.log(`${label} ${percent}% (${done}/${total})`);
    }
  };
}
