#!/usr/bin/env python3
"""Fire rate of the default import with the corpus' plugin files installed as plugins.

The shared real-world fire-rate script (REALWORLD/fire-rate.sh, not ours to edit) lays a plugin's
hooks file out as project settings on the default path, so its figure cannot show that the default
`li hooks import` reads the plugins the user has installed and enabled. This script runs a copy of
it, made at run time, with one more mode, MODE=installed: every file listed in
corpus/optin-plugins.txt is laid out as the harness installs a plugin and records it as enabled
(Claude Code 2.1.332: plugins/cache/<marketplace>/<plugin>/<version>, installed_plugins.json and
enabledPlugins; Codex 0.169.0: $CODEX_HOME/plugins/cache/<marketplace>/<plugin>/<version> and
[plugins."<plugin>@<marketplace>"] in config.toml), and the import is the default command. The
other files, the judge, the stubs, trust and firing are the shared script's own. Each patch checks
the text it replaces, so a changed shared script fails here instead of measuring something else.
It also gives the profile v3 events (SubagentStart, SubagentStop, PreCompact, PostCompact,
PostToolBatch, StopFailure) the
envelopes the harnesses send, in every mode (the shared script predates them).

Usage, from the project root after the build:
  python3 tooling/bench/realworld/fire-rate-installed.py [MODE]   # MODE: installed (default), default, optin
Env: REALWORLD (default ../shared/realworld, else ../../shared/realworld), JOBS, FIRE_TSV: passed to the shared script.
"""
import os
import subprocess
import sys
import tempfile

# The shared folder beside the checkout (../shared), or beside the worktrees' parent (../../shared).
_BESIDE = [os.path.join("..", "shared", "realworld"), os.path.join("..", "..", "shared", "realworld")]
REALWORLD = os.path.abspath(
    os.environ.get("REALWORLD") or next((d for d in _BESIDE if os.path.isdir(d)), _BESIDE[0])
)

INSTALL = r"""
    if (MODE === 'installed') {
      // Installed and enabled, as the harness records it; the default import finds it.
      const id = `${path.basename(path.dirname(pluginDir))}@corpus`;
      if (kind === 'claude') {
        fs.writeFileSync(path.join(home, '.claude', 'plugins', 'installed_plugins.json'), JSON.stringify({ version: 2, plugins: { [id]: [{ scope: 'user', installPath: pluginDir, version: '1.0.0' }] } }));
        fs.writeFileSync(path.join(home, '.claude', 'settings.json'), JSON.stringify({ enabledPlugins: { [id]: true } }));
      } else {
        fs.writeFileSync(path.join(home, '.codex', 'config.toml'), `[plugins.${JSON.stringify(id)}]\nenabled = true\n`);
      }
    }
"""

# The profile v3 events (issue 36) as the harness sends them: the shared script fires any event it
# has no case for with `{}`, which no v3 envelope accepts (agent_id, trigger, ...). A subagent of
# Claude Code's default type, and compaction both ways (matchers test `manual|auto`).
V3_ENVELOPES = r"""
    case 'SubagentStart':
      return [['general-purpose', { agent_id: 'a0123456789abcdef', agent_type: 'general-purpose' }]];
    case 'SubagentStop':
      return [['general-purpose', { permission_mode: 'default', agent_id: 'a0123456789abcdef', agent_type: 'general-purpose', stop_hook_active: false, last_assistant_message: 'Done.' }]];
    case 'PreCompact':
      return [['auto', { trigger: 'auto', custom_instructions: null }], ['manual', { trigger: 'manual', custom_instructions: '' }]];
    case 'PostCompact':
      return [['auto', { trigger: 'auto', compact_summary: 'Summary.' }], ['manual', { trigger: 'manual', compact_summary: 'Summary.' }]];
    case 'PostToolBatch':
      return [['batch', { permission_mode: 'default', tool_calls: [{ tool_name: 'bash', tool_input: { command: 'ls' }, tool_use_id: 'call-1', tool_response: 'README.md\\nnotes.txt\\n' }] }]];
    case 'StopFailure':
      return [['unknown', { error: 'unknown', last_assistant_message: 'API Error: 400' }]];
    default:
      return [['{}', {}]];"""

PATCHES = [
    ("""    default:
      return [['{}', {}]];""", V3_ENVELOPES),
    ('case "$MODE" in default|optin) ;;', 'case "$MODE" in default|optin|installed) ;;'),
    ("const pluginFiles = new Set(MODE === 'optin' &&", "const pluginFiles = new Set((MODE === 'optin' || MODE === 'installed') &&"),
    ("pluginDir = path.join(home, '.claude', 'plugins', 'cache', 'corpus',",
     "pluginDir = path.join(home, MODE === 'installed' && kind === 'codex' ? '.codex' : '.claude', 'plugins', 'cache', 'corpus',"),
    ("JSON.stringify({ name: 'corpus-plugin', version: '1.0.0' }));\n",
     "JSON.stringify({ name: 'corpus-plugin', version: '1.0.0' }));\n" + INSTALL),
    ("MODE === 'optin' ? 'opt-in: --allow-shell, --plugin for plugin files' : 'default import'",
     "MODE === 'optin' ? 'opt-in: --allow-shell, --plugin for plugin files' : MODE === 'installed' ? 'default import, plugin files installed and enabled' : 'default import'"),
]


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "installed"
    with open(os.path.join(REALWORLD, "fire-rate.sh"), encoding="utf8") as f:
        text = f.read()
    for old, new in PATCHES:
        if text.count(old) != 1:
            print(f"fire-rate-installed: the shared fire-rate.sh changed: {old[:60]!r} not found once", file=sys.stderr)
            return 2
        text = text.replace(old, new)
    with tempfile.TemporaryDirectory(prefix="fire-installed.") as tmp:
        # The copy runs beside links to the shared helpers and judge, on the shared corpus.
        for name in ("common.sh", "judge.py", "shlex_posix.py"):
            os.symlink(os.path.join(REALWORLD, name), os.path.join(tmp, name))
        script = os.path.join(tmp, "fire-rate.sh")
        with open(script, "w", encoding="utf8") as f:
            f.write(text)
        env = {**os.environ, "MODE": mode, "CORPUS": os.environ.get("CORPUS", os.path.join(REALWORLD, "corpus"))}
        return subprocess.call(["bash", script], env=env)


if __name__ == "__main__":
    sys.exit(main())
