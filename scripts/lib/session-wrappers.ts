// Decides how `npm start` wraps itself: Xvfb when there is no display, a D-Bus session with an unlocked
// development keyring when no Secret Service is reachable, and builds the re-exec command line.

export interface SessionPlan {
  /** Run under `xvfb-run` (no display, Xvfb available). */
  xvfb: boolean;
  /** Run under `dbus-run-session` with gnome-keyring unlocked (no session bus, both tools available). */
  keyring: boolean;
  /** Human notes about what could not be arranged (printed by the launcher). */
  notes: string[];
}

/** Pure: what to wrap, from the environment and a `has(command)` probe. */
export function planSession(
  env: Record<string, string | undefined>,
  has: (command: string) => boolean,
): SessionPlan {
  const notes: string[] = [];
  let xvfb = false;
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY && !env.XYZ_UNDER_XVFB) {
    if (has('xvfb-run')) xvfb = true;
    else
      notes.push(
        'No display and no xvfb-run: the browser runs headless (apt-get install xvfb for a virtual screen).',
      );
  }
  let keyring = false;
  if (!env.DBUS_SESSION_BUS_ADDRESS && !env.XYZ_UNDER_DBUS) {
    if (has('dbus-run-session') && has('gnome-keyring-daemon')) keyring = true;
    else
      notes.push(
        'No D-Bus session and no gnome-keyring: creating or unlocking keys will report "keychain unavailable".',
      );
  }
  return { xvfb, keyring, notes };
}

/**
 * The command that re-runs `command` inside the planned wrappers. The keyring wrapper starts gnome-keyring
 * with its data in `keyringHome`, unlocked with `keyringPassword` (a development keyring for the devnet only).
 */
export function wrapCommand(
  plan: SessionPlan,
  command: string[],
  options: { keyringHome: string; keyringPassword: string },
): { argv: string[]; env: Record<string, string> } {
  let argv = command;
  const env: Record<string, string> = {};
  if (plan.keyring) {
    const script =
      'mkdir -p "$XYZ_KEYRING_HOME" && export XDG_DATA_HOME="$XYZ_KEYRING_HOME" && ' +
      'printf %s "$XYZ_KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; ' +
      'unset XYZ_KEYRING_PASSWORD; exec "$@"';
    argv = ['dbus-run-session', '--', 'sh', '-c', script, 'sh', ...argv];
    env.XYZ_UNDER_DBUS = '1';
    env.XYZ_KEYRING_HOME = options.keyringHome;
    env.XYZ_KEYRING_PASSWORD = options.keyringPassword;
  }
  if (plan.xvfb) {
    argv = ['xvfb-run', '-a', '-s', '-screen 0 1280x800x24', ...argv];
    env.XYZ_UNDER_XVFB = '1';
  }
  return { argv, env };
}
