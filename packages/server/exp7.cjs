const SQLite = require('better-sqlite3');
const db = new SQLite('/tmp/an.db');
const cols = `j.submit_id, j.uid, j.username, j.status, p.title`;
const W = process.argv[2] || 'likely(p.auth = 1)';
const variants = {
  page: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and ${W} order by j.submit_id desc limit 15 offset 0`,
  status: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and j.status = 0 and ${W} order by j.submit_id desc limit 15 offset 0`,
  p100: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and ${W} order by j.submit_id desc limit 15 offset 1485`,
  count: `select count(*) as n from (select j.submit_id from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and ${W} limit 301)`,
  count_status: `select count(*) as n from (select j.submit_id from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and j.status = 0 and ${W} limit 301)`,
};
if (process.argv[3]) { db.exec(process.argv[3]); db.exec('analyze'); }
for (const [name, q] of Object.entries(variants)) {
  const st = db.prepare(q);
  let r; for (let i = 0; i < 20; i++) r = st.all();
  const a = performance.now(); for (let i = 0; i < 200; i++) st.all();
  console.log(name.padEnd(14), ((performance.now() - a) / 200).toFixed(3), 'ms', JSON.stringify(r[0]).slice(0, 40), db.prepare('explain query plan ' + q).all().map((x) => x.detail).join(' | '));
}
