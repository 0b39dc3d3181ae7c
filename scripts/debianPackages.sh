# Sourced by scripts/test.sh and scripts/scale-out-test.sh. `install_missing WHAT PACKAGE…`: installs
# Debian's packages when running as root on Debian, or names them and fails (returns 1) otherwise;
# nothing when no package is given. WHAT says what they are for, in the messages.
install_missing() {
  local what=$1
  shift
  [ $# -gt 0 ] || return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's $* $what…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "Debian's $* are needed $what: run 'sudo apt-get install $*'." >&2
    return 1
  fi
}
