const SQLite = require('better-sqlite3');
const db = new SQLite('/tmp/an.db', { readonly: true });
const cols = `j.submit_id, j.uid, j.username, j.status, p.title`;
const variants = {
  current: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and p.auth = 1 order by j.submit_id desc limit 15 offset 0`,
  exists: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and exists (select 1 from problem p2 where p2.id = j.pid and p2.auth = 1) order by j.submit_id desc limit 15 offset 0`,
  current_status: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and j.status = 0 and p.auth = 1 order by j.submit_id desc limit 15 offset 0`,
  exists_status: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and j.status = 0 and exists (select 1 from problem p2 where p2.id = j.pid and p2.auth = 1) order by j.submit_id desc limit 15 offset 0`,
  current_p100: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and p.auth = 1 order by j.submit_id desc limit 15 offset 1485`,
  exists_p100: `select ${cols} from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and exists (select 1 from problem p2 where p2.id = j.pid and p2.auth = 1) order by j.submit_id desc limit 15 offset 1485`,
  count_current: `select count(*) as n from (select j.submit_id from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and p.auth = 1 limit 301)`,
  count_exists: `select count(*) as n from (select j.submit_id from judge j where j.cid = 0 and j.gid is null and exists (select 1 from problem p2 where p2.id = j.pid and p2.auth = 1) limit 301)`,
  count_status_current: `select count(*) as n from (select j.submit_id from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and j.status = 0 and p.auth = 1 limit 301)`,
  count_status_exists: `select count(*) as n from (select j.submit_id from judge j left join problem p on p.id = j.pid where j.cid = 0 and j.gid is null and j.status = 0 and exists (select 1 from problem p2 where p2.id = j.pid and p2.auth = 1) limit 301)`,
};
for (const [name, q] of Object.entries(variants)) {
  const st = db.prepare(q);
  let r; for (let i = 0; i < 20; i++) r = st.all();
  const a = performance.now(); for (let i = 0; i < 200; i++) st.all();
  console.log(name.padEnd(22), ((performance.now() - a) / 200).toFixed(3), 'ms', JSON.stringify(r[0]).slice(0, 60), db.prepare('explain query plan ' + q).all().map((x) => x.detail).join(' | '));
}
