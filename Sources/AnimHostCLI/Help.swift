/// The help texts.
enum Help {
  static let overview = """
    animhost: plays UIKit-style view-controller transitions from drop-in animator plugins

    usage: animhost <command> [options]

    commands:
      list              list the animators found in the plugin directories
      info NAME         show an animator's descriptor: seasons, duration, parameters
      render NAME -o F  run the present and dismiss transitions and write \
    .gif/.apng/.png/.html/.json
      play [NAME]       play the present and dismiss live in the terminal (default: auto)
      check [NAME…]     hold animators to UIKit's transition contract, case by case
      new NAME          start a plugin: a SwiftPM package (or --lang c, a C project)
      install           install animhost and its plugins (--prefix DIR), or a plugin file
      help [COMMAND]    show help for a command

    plugins are searched in: --plugin-dir DIR (repeatable), $ANIMHOST_PLUGIN_PATH,
    ${XDG_DATA_HOME:-~/.local/share}/animhost/plugins, <exe dir>/../lib/animhost/plugins,
    and the executable's own directory. plugins are scanned in a child process; one that
    crashes, or says nothing for $ANIMHOST_SCAN_TIMEOUT seconds (default 10), is skipped until
    its file changes. render and play run the animator in another child process, sandboxed
    (no network, no programs, no file writes; $ANIMHOST_RUN_MEMORY_MB of memory, default
    4096, and $ANIMHOST_RUN_CPU_SECONDS of CPU, default 60): a crash, an exit or a plugin call
    that does not return within $ANIMHOST_CALL_TIMEOUT seconds (default 5) is one error line
    naming the animator and the call, and exit 70. render draws frames on
    $ANIMHOST_RENDER_THREADS threads (default one per processor); the bytes are the same.

    the name auto picks the animator in season today (grow out of season); --date YYYY-MM-DD
    previews another day and 'animhost list --season YYYY-MM-DD' shows the choice (docs/seasons.md).

    exit codes: 0 ok, 1 a check failed, 64 usage, 65 bad input file, 66 not found, 70 plugin or
    animator failure, 73 cannot write the output, 74 cannot write standard output

    """

  static let pluginOptions = """
      --plugin-dir DIR   also search DIR for plugins, before the others (repeatable)
      --allow-insecure   load plugins from group/world-writable places, with a warning
      --rescan           scan every plugin again instead of trusting the registry cache
      --in-process       scan and run plugins in this process, not in children and not
                         sandboxed (to debug a plugin); also ANIMHOST_IN_PROCESS_SCAN=1 for
                         scanning and ANIMHOST_IN_PROCESS=1 for running
      -v, --verbose      show the directories searched and every diagnostic
      -h, --help         show this help

    """

  static let list = """
    usage: animhost list [--json] [--all] [--season YYYY-MM-DD]

    Lists every animator: id, theme, season windows, summary and the plugin file it comes from.
    The SEASON column marks the animators in season today and the one 'auto' plays.

      --json             print JSON for tools
      --all              also list files that failed to load, and why, and shadowed ids
      --season DATE      mark the animators in season on DATE (YYYY-MM-DD) instead of today,
                         and end with the line 'auto on DATE: ID' (--date is the same)

    """ + pluginOptions

  static let info = """
    usage: animhost info NAME [--json]

    Shows an animator's descriptor: summary, theme, seasons, default duration, capabilities,
    parameters with defaults, the form that selects it with arguments (NAME(ARG,…)), and the
    plugin file and version.

      --json             print JSON for tools

    """ + pluginOptions

  static let check = """
    usage: animhost check [NAME | FILE.so]… [--case TEXT] [--rule ID] [--json] [--junit FILE]

    Runs each animator (every one found, without names) through a matrix of cases: present and
    dismiss in every presentation style on a phone and a tablet, cancels at 0%, 50% and 100%
    of each direction, every number parameter at its smallest and largest value, one case
    twice and one 100 times. Each case runs in its own sandboxed child, so a crash or hang is
    that case's failure and the others go on. The rules and their UIKit sources are in
    docs/check.md.

      --case TEXT        run only the cases whose id contains TEXT (repeatable)
      --rule ID          report only this rule (repeatable): runs-to-the-end, completes-once,
                         presented-view-in-place, nothing-left-behind, cancel-restores,
                         appearance-balanced, animations-finish, valid-handles,
                         parameters-validated, deterministic, silent, bounded-memory,
                         matches-goldens
      --json             print the results as JSON
      --junit FILE       also write the results as JUnit XML for CI
      --record DIR       write golden frames (PNGs at 0-100% of each direction) per case
      --compare DIR      also check that the frames match the goldens in DIR; differences
                         are written to DIR-failures
      -v, --verbose      show the diagnostics behind each failure

    Exit 0 when every rule passes, 1 when one fails.

    """ + pluginOptions

  static let render = """
    usage: animhost render NAME -o FILE [options]
           animhost render 'NAME(ARG,…)' -o FILE [options]
           animhost render --all --gallery DIR [options]

    Arguments in parentheses set the animator's parameters in the order 'animhost info NAME'
    lists them, or by name: 'fold(left,5)', 'slide(direction=up)'; --set comes after them.

    Presents the scene's second screen with the animator, then dismisses it, on a virtual clock,
    and writes the frames in the format the file's extension names. Files are written under a
    temporary name and renamed: a failure or Ctrl-C never leaves a partial file. NAME auto
    picks the animator in season today (see docs/seasons.md; -v says which and why).

      -o, --output FILE          .gif (animated, loops), .apng (true colour), .png (one frame),
                                 .html (offline player with events and diagnostics), .json
                                 (every frame's presentation tree), or - for JSON on stdout
      --scale X                  pixels per point, 0.25 to 8 (default 2; 1 for .html)
      --at T                     the .png frame: seconds from the start (0.15, 150ms) or a
                                 percentage of the present-then-dismiss run (default 50%)
      --all --gallery DIR        write DIR/<id>.gif for every animator (default parameters,
                                 scale 1 unless --scale)
      --kind K                   present (a modal presentation, the default), push (a
                                 navigation push and pop; the animator must list push, pop)
                                 or tab (a switch to the second tab and back; it lists tab)
      --direction D              present, dismiss or both (default both); for --kind push:
                                 push, pop or both (forward and back too); for tab: forward,
                                 back or both
      --cancel-at T              cancel each transition interactively at T: seconds after it
                                 starts (0.15, 150ms) or a percentage of its duration (50%);
                                 the animations play back to their start, as UIKit's cancel()
      --interactive SCRIPT       drive each transition as a gesture would: TIME=PERCENT
                                 points, then finish or cancel, e.g.
                                 0s=0%,0.3s=40%,0.5s=35%,cancel (the animator's own
                                 interaction controller, else UIPercentDrivenInteractiveTransition)
      --drag SCRIPT              move a finger for the animator's own gesture recognizer, e.g.
                                 'edge-left: 0s=0pt, 0.3s=120pt, release'; gestures edge-left,
                                 edge-right, edge-top, edge-bottom, pan-up, pan-down, pan-left,
                                 pan-right (AMOUNT in pt), pinch (in x), tap (times only);
                                 GESTURE@X,Y sets where the finger goes down; end with release
                                 or cancel. The dismissal starts when the animator's handler
                                 calls dismiss(animated:)
      --fps N                    frames per second, 1 to 240 (default 60)
      --size S                   phone (390x844, default), tablet (820x1180) or WxH in points
      --style S                  fullScreen, custom, overFullScreen, formSheet or pageSheet
                                 (default: the scene's own style)
      --scene NAME|FILE.json     yellow (default), pets, cities, or a scene file
                                 (see docs/scene-format.md)
      --seed N                   the random seed (default 1)
      --set NAME=VALUE           set an animator parameter (repeatable; see 'animhost info')
      --date YYYY-MM-DD          the day auto picks for, instead of today

    """ + pluginOptions

  static let play = """
    usage: animhost play [NAME | 'NAME(ARG,…)'] [options]

    Plays the present, a short pause, then the dismiss, live in the terminal, fitted to the
    window. q or Ctrl-C quits. With no NAME, or auto, it plays the animator in season today,
    and grow out of season (see docs/seasons.md; -v says which and why). When standard output
    is not a terminal it says how to save the transition with 'animhost render' instead.

      --speed X                  playback speed, above 0 and at most 8 (0.25 is slow motion)
      --loop                     play again and again until q
      --watch                    loop, and play again from the start whenever the animator's
                                 plugin file is rebuilt (once it is unchanged for 0.3 s); a
                                 broken build is reported on the last row and the previous
                                 one keeps playing; what happened is repeated on stderr at exit
      --kind K                   present (a modal presentation, the default) or push (a
                                 navigation push and pop; the animator must list push, pop)
      --direction D              present, dismiss or both (default both); for --kind push:
                                 push, pop or both (forward and back too); for tab: forward,
                                 back or both
      --cancel-at T              cancel each transition interactively at T: seconds after it
                                 starts (0.15, 150ms) or a percentage of its duration (50%);
                                 the animations play back to their start, as UIKit's cancel()
      --interactive SCRIPT       drive each transition as a gesture would: TIME=PERCENT
                                 points, then finish or cancel, e.g.
                                 0s=0%,0.3s=40%,0.5s=35%,cancel (the animator's own
                                 interaction controller, else UIPercentDrivenInteractiveTransition)
      --drag SCRIPT              move a finger for the animator's own gesture recognizer, e.g.
                                 'edge-left: 0s=0pt, 0.3s=120pt, release'; gestures edge-left,
                                 edge-right, edge-top, edge-bottom, pan-up, pan-down, pan-left,
                                 pan-right (AMOUNT in pt), pinch (in x), tap (times only);
                                 GESTURE@X,Y sets where the finger goes down; end with release
                                 or cancel. The dismissal starts when the animator's handler
                                 calls dismiss(animated:)
      --fps N                    frames per second, 1 to 240 (default 60)
      --size S                   phone (390x844, default), tablet (820x1180) or WxH in points
      --style S                  fullScreen, custom, overFullScreen, formSheet or pageSheet
                                 (default: the scene's own style)
      --scene NAME|FILE.json     yellow (default), pets, cities, or a scene file
                                 (see docs/scene-format.md)
      --seed N                   the random seed (default 1)
      --set NAME=VALUE           set an animator parameter (repeatable; see 'animhost info')
      --date YYYY-MM-DD          the day auto picks for, instead of today

    colours are 24-bit when COLORTERM is truecolor or 24bit, else the 256-colour palette.
    exit codes as for render, and 130 after Ctrl-C, 143 after SIGTERM (the terminal is restored).

    """ + pluginOptions

  static let new = """
    usage: animhost new NAME [--dir DIR] [--lang swift|c] [--animhost-dir DIR]

    Writes a plugin project with a first animator NAME (a rise-and-fade with two parameters),
    a README and a test that runs 'animhost check' on it. It builds and plays straight away:

      animhost new my-fade && cd my-fade && swift build
      animhost play my-fade --watch --plugin-dir .build/debug

    Nothing is overwritten: when any of the files exists, nothing is written.

      --dir DIR           where to write it (default: ./NAME)
      --lang L            swift (default): a SwiftPM package whose dynamic library depends on
                          AnimatorKit by path; c: NAME.c and a Makefile (make, make check,
                          make play) against the animator ABI header
      --animhost-dir DIR  the animhost checkout to build against (default: the one this
                          animhost was built in)
      -h, --help          show this help

    """

  static let install = """
    usage: animhost install --prefix PREFIX
           animhost install FILE.so [--force]

    With --prefix, copies this animhost to PREFIX/bin/animhost and the animator plugins beside
    it to PREFIX/lib/animhost/plugins, where PREFIX/bin/animhost finds them; run it from a
    release build ('swift build -c release', then '.build/release/animhost install --prefix
    ~/.local'). Files that are already the same are left alone; the others are replaced.

    With a plugin file, loads it in a scanner child first (a broken file is refused with the
    loader's message and nothing is copied), then copies it to
    ${XDG_DATA_HOME:-~/.local/share}/animhost/plugins, where every animhost finds it, and
    prints the animators it provides.

    Files are written whole or not at all (a temporary file renamed into place).

      --prefix PREFIX    the directory to install animhost and its plugins into
      --force            replace an installed plugin file that differs
      -h, --help         show this help

    """

  static func text(for command: String) -> String? {
    switch command {
    case "list": list
    case "info": info
    case "render": render
    case "play": play
    case "new": new
    case "install": install
    default: nil
    }
  }
}
