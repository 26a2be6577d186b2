/**
 * Python's part of a verified run (see `planVerifiedRun`). The interpreter is started as
 * `python FLAGS -c LAUNCHER MODE GIVEN REAL DIGEST ARGS…` with the verified bytes on descriptor 3
 * (a socket: no name, and `/proc/<pid>/fd/3` of a socket cannot be opened). The launcher reads
 * them, checks their SHA-256 against DIGEST, closes the descriptor and executes them as
 * `__main__` compiled with the original file name, as `python FLAGS GIVEN ARGS…` (MODE `s`) or
 * `python FLAGS -m NAME ARGS…` (MODE `m:NAME`) would: `sys.argv`, `__file__`, `__spec__` and
 * `sys.path[0]` (the script's real directory, or the working directory for `-m`; none under `-P`
 * or `-I`) are the original's, so sibling imports and `Path(__file__).parent` resolve as they
 * would, and tracebacks name the original. No bytecode cache is read for the entry: it is
 * compiled from the verified source. Bytes that do not match exit with status 2, naming the file.
 */
const LAUNCHER = `import sys,os,hashlib
def _lionagi_verified_run():
 mode,given,real,digest=sys.argv[1:5];rest=sys.argv[5:];chunks=[]
 try:
  os.set_blocking(3,True)
  while True:
   chunk=os.read(3,65536)
   if not chunk:break
   chunks.append(chunk)
  os.close(3)
 except OSError as error:
  sys.stderr.write('lionagi: the verified bytes of %s could not be read (%s); not run\\n'%(real,error));sys.exit(2)
 source=b''.join(chunks)
 if hashlib.sha256(source).hexdigest()!=digest:
  sys.stderr.write('lionagi: %s does not hold the verified bytes any more; not run\\n'%real);sys.exit(2)
 import types,importlib.util
 main=types.ModuleType('__main__');main.__file__=os.path.abspath(given);main.__builtins__=__builtins__;main.__cached__=None
 if mode.startswith('m:'):
  main.__spec__=importlib.util.spec_from_file_location(mode[2:],main.__file__);main.__package__='';main.__loader__=main.__spec__.loader
 sys.modules['__main__']=main;sys.argv=[given if mode=='s' else main.__file__]+rest
 if not(getattr(sys.flags,'safe_path',False) or sys.flags.isolated):
  sys.path[0]=os.path.dirname(os.path.realpath(given)) if mode=='s' else os.getcwd()
 code=compile(source,main.__file__,'exec')
 del types,importlib
 exec(code,main.__dict__)
_lionagi_verified_run()`;

/** Python's launch of a verified script or `-m` module file: `[...interpreter, ...flags, '-c', LAUNCHER, mode, given, real, digest, ...args]`. */
export function pythonLaunch(
  interpreter: readonly string[],
  flags: readonly string[],
  mode: 's' | `m:${string}`,
  given: string,
  real: string,
  digest: string,
  args: readonly string[],
): string[] {
  return [...interpreter, ...flags, '-c', LAUNCHER, mode, given, real, digest, ...args];
}

/** Python options whose value is the next argv element. */
export const PYTHON_VALUE_OPTIONS = new Set(['-X', '-W', '--check-hash-based-pycs']);
