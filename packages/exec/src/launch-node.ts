/**
 * Node's part of a verified run (see `planVerifiedRun`). The interpreter is started as
 * `node FLAGS -e LAUNCHER -- REAL DIGEST ARGS…` with the verified bytes on descriptor 3 (a socket:
 * no name, and `/proc/<pid>/fd/3` of a socket cannot be opened). The launcher reads them, checks
 * their SHA-256 against DIGEST, closes the descriptor, puts `process.argv` and `process.execArgv`
 * back as `node FLAGS REAL ARGS…` would have them and starts the entry with `Module.runMain()`:
 * Node resolves, and decides CommonJS or ES module, from the original path (its `node_modules`
 * chain, its `package.json` `type`, its directory), but the source it compiles for that one file
 * is the verified bytes: `Module.prototype._compile` answers the main module (`id` `.`) for CommonJS, and a
 * `module.register` load hook (from a `data:` URL, so no file) answers that one URL for ES modules
 * and for syntax detection. An entry that resolves to any other file (a directory renamed into a
 * symbolic link after the check) runs a refusal instead: stderr names the file, exit status 2.
 */
const HOOKS = [
  'let d;export function initialize(x){d=x}',
  'const refuse=(why)=>({url:"data:text/javascript,"+encodeURIComponent("process.stderr.write("+JSON.stringify(why+"\\n")+");process.exit(2)"),shortCircuit:true});',
  'export async function resolve(s,c,next){const r=await next(s,c);',
  'if(c.parentURL===undefined&&d.entry&&r.url!==d.url){d.entry=false;return refuse(d.refusal)}',
  'if(c.parentURL===undefined)d.entry=false;return r}',
  'export async function load(u,c,next){if(d.source!==undefined&&u===d.url){const source=d.source;d.source=undefined;',
  'return{format:c.format==="commonjs"?"commonjs":(c.format??"module"),source,shortCircuit:true}}return next(u,c)}',
].join('');

const LAUNCHER = `(()=>{
const fs=require('node:fs'),M=require('node:module'),{createHash}=require('node:crypto'),{pathToFileURL}=require('node:url');
const [real,digest,...rest]=process.argv.slice(1);
const refusal='lionagi: '+real+' does not hold the verified bytes any more; not run';
let bytes;
try{const chunks=[],buf=Buffer.alloc(65536);let n;
while((n=fs.readSync(3,buf))>0)chunks.push(Buffer.from(buf.subarray(0,n)));
fs.closeSync(3);bytes=Buffer.concat(chunks)}
catch(e){process.stderr.write('lionagi: the verified bytes of '+real+' could not be read ('+e.message+'); not run\\n');process.exit(2)}
if(createHash('sha256').update(bytes).digest('hex')!==digest){process.stderr.write(refusal+'\\n');process.exit(2)}
const source=bytes.toString('utf8');
if(typeof M.register==='function'&&!real.endsWith('.cjs')&&/\\b(import|export)\\b/.test(source))
M.register('data:text/javascript,'+encodeURIComponent(${JSON.stringify(HOOKS)}),{data:{url:pathToFileURL(real).href,source:bytes,entry:true,refusal}});
const compile=M.prototype._compile;
M.prototype._compile=function(content,filename,...more){
if(this.id!=='.')return compile.call(this,content,filename,...more);
M.prototype._compile=compile;
content=filename===real?source:'process.stderr.write('+JSON.stringify(refusal+'\\n')+');process.exit(2)';
return compile.call(this,content,filename,...more)};
process.argv=[process.argv[0],real,...rest];
process.execArgv=process.execArgv.slice(0,-2);
M.runMain();
})()`;

/** Node's launch of a verified entry script: `[...interpreter, ...flags, '-e', LAUNCHER, '--', real, digest, ...args]`. */
export function nodeLaunch(
  interpreter: readonly string[],
  flags: readonly string[],
  real: string,
  digest: string,
  args: readonly string[],
): string[] {
  return [...interpreter, ...flags, '-e', LAUNCHER, '--', real, digest, ...args];
}

/**
 * Node options that load a file of their own before the entry (`--require ./setup.js`): the
 * entry's bytes could be verified, that file's could not, so such a command runs as configured.
 * Options taking a separate value are listed too, as the entry cannot be told apart from it.
 */
export const NODE_UNSUPPORTED =
  /^(-r|--require|--import|--loader|--experimental-loader|-e|--eval|-p|--print|-i|--interactive|-C|--conditions|--input-type|--env-file|--title|--stack-size|-|--)(=.*)?$/;
