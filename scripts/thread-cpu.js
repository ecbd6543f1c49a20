// Preloaded by `npm run jit` (scripts/jit-report.js) into the games it measures: at exit, prints the CPU seconds of
// the main thread and of the process's other threads (V8's compiler and garbage collector helpers, libuv's pool),
// read from /proc/self/task (Linux; elsewhere only the process's total, from process.cpuUsage).
const { existsSync, readdirSync, readFileSync } = require('node:fs');

const ticksPerSecond = 100; // USER_HZ, the unit of utime and stime in /proc/<pid>/task/<tid>/stat

const cpuSecondsOf = (task) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime, stime
};

process.on('exit', () => {
  const used = process.cpuUsage();
  const total = `process CPU ${((used.user + used.system) / 1e6).toFixed(2)} s`;
  if (!existsSync('/proc/self/task')) {
    console.log(total);
    return;
  }
  let main = 0;
  let others = 0;
  for (const task of readdirSync('/proc/self/task')) {
    const seconds = cpuSecondsOf(task);
    if (task === String(process.pid)) main += seconds;
    else others += seconds;
  }
  console.log(`${total}: main thread ${main.toFixed(2)} s, other threads ${others.toFixed(2)} s`);
});
