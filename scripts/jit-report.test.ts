import { jitReport, reportLines } from './jit-report';

// `npm run jit` (issue #17): a run's TurboFan compilations, recompilations and deoptimizations by function. A log of
// `hot` compiled three times (the second after its code was deoptimized at `x.js:7:3` for a wrong map, the third
// with no deoptimization: its code was dropped) and `cold` once; the trace's compile times are joined to them by
// their shared function info (the trace prints it tagged: one more than the log's address).
describe('jitReport', () => {
  const log = [
    'code-creation,JS,10,100,0xa0,64,hot /b/x.js:5:1,0x1000,~',
    'code-creation,JS,13,200,0xb0,512,hot /b/x.js:5:1,0x1000,*',
    'code-deopt,300,512,0xb0,-1,40,deopt-eager,</b/x.js:7:3>,wrong map',
    'code-creation,JS,13,400,0xc0,512,hot /b/x.js:5:1,0x1000,*',
    'code-creation,JS,13,500,0xd0,512,hot /b/x.js:5:1,0x1000,*',
    'code-creation,JS,13,600,0xe0,128, /b/x.js:9:2,0x2000,*',
  ].join('\n');
  const took = (info: string, ms: number) =>
    `[completed compiling 0xf <JSFunction hot (sfi = ${info})> (target TURBOFAN) - took 0.0, ${ms}, 0.0 ms]`;
  const trace = [took('0x1001', 2), took('0x1001', 3), took('0x1001', 4), took('0x2001', 1)].join('\n');
  const report = jitReport(log, trace, (name, _script, line) => `${name || '(anonymous)'} x.ts:${line}`);

  it('should count compilations, recompilations and those that followed a deopt of the function itself', () => {
    // Assert
    expect(report).toMatchObject({ compilations: 4, compiledFunctions: 2, recompilations: 2, afterDeopt: 1 });
    expect(report.functions.get('hot x.ts:5')).toEqual({ compilations: 3, afterDeopt: 1, ms: 9, deopts: 1 });
  });

  it('should split compile time between first compilations and recompilations', () => {
    // Assert
    expect(report.compileMs).toEqual({ first: 3, again: 7 });
  });

  it('should name each deoptimization by its kind, reason and source position', () => {
    // Assert
    expect([...report.deoptSites]).toEqual([['deopt-eager wrong map @ x.ts:7', 1]]);
    expect(reportLines(report, 5)).toContain('     1  deopt-eager wrong map @ x.ts:7');
  });
});
