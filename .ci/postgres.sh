# Sourced by .ci/run: the PostgreSQL pass of the server suite (docs/deploy.md, issue 9) needs a
# server at 127.0.0.1:5432 (trust auth, user postgres). A stopped cluster is started; a fresh
# database is created for this run and dropped at exit; EDUBOT_TEST_DATABASE_URL points the
# suite at it. PostgreSQL that cannot be reached fails the run: the pass is never skipped in CI.
PG_HOST=127.0.0.1
PG_PORT=5432
pg_up() { pg_isready -h "$PG_HOST" -p "$PG_PORT" -q; }

if ! pg_up; then
  for version in /etc/postgresql/*/; do
    [[ -d "$version" ]] || continue
    pg_ctlcluster --skip-systemctl-redirect "$(basename "$version")" main start || true
  done
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi
if ! pg_up; then
  echo "PostgreSQL at $PG_HOST:$PG_PORT cannot be reached; the PostgreSQL pass of the suite cannot run." >&2
  exit 1
fi

EDUBOT_CI_DATABASE="${EDUBOT_CI_DATABASE_PREFIX:-edubot_ci}_$(date +%Y%m%d%H%M%S)_$$"
pg_admin() { psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qc "$1"; }
pg_admin "CREATE DATABASE $EDUBOT_CI_DATABASE"
trap 'pg_admin "DROP DATABASE IF EXISTS $EDUBOT_CI_DATABASE WITH (FORCE)" || true' EXIT
export EDUBOT_TEST_DATABASE_URL="postgres://postgres@$PG_HOST:$PG_PORT/$EDUBOT_CI_DATABASE"
echo "PostgreSQL pass on database $EDUBOT_CI_DATABASE"
