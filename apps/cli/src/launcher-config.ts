// An entry of the full program's build (dist/li-config.js): the settings reader the trust gate
// loads when the user settings file changed during a firing the launcher runs (its records are
// read again). It is `import()`ed by dist/li-hooks.cjs only then; before, such a call was handed
// to the full program after its hooks had run, so they ran twice.

export { readSettingsFile } from '@lionagi/hooks-config';
