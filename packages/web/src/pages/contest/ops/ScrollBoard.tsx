// The scroll board (ICPC resolver) of an ended, sealed ACM contest (issue 17; site.md §9): opens at
// /scrollBoard?cid=…&removeStar=…&medals[]=… from the contest's scroll-board tab. It starts from
// the sealed board and reveals the sealed submissions one cell at a time from the bottom row up:
// the current row is highlighted, a row that climbs slides to its new place, a finished row is
// announced with its rank and medal. Keys: Enter / → next step, Space auto play / pause, Home or R
// back to the start. The model (@judge/shared/scroll-board) is tested to end on the unsealed board.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createResolver,
  medalsByPercent,
  type Resolver,
  type ResolverCell,
  type ResolverEvent,
} from '@judge/shared/scroll-board';
import { getScrollBoardInfo, getScrollBoardSubmissions } from '../../../api/contest-ops';
import { Balloon } from '../../../components/contest/tags';
import LazyResult from '../../../components/LazyResult';
import './scroll-board.css';

const ROW_H = 52;
const AUTO_MS = 700;
const MEDAL_COLOURS = ['#ffd700', '#c0c0c0', '#cd7f32'];
const MEDAL_KEYS = ['Gold', 'Silver', 'Bronze'];

function cellText(c: ResolverCell | undefined) {
  if (!c) return { cls: '', text: '' };
  if (c.pending > 0)
    return { cls: 'sb-pending', text: `${c.errorNum ? `-${c.errorNum} ` : ''}? ${c.pending}` };
  if (c.acTime !== null)
    return { cls: 'sb-ac', text: `${Math.floor(c.acTime / 60)}${c.errorNum ? ` (-${c.errorNum})` : ''}` };
  if (c.errorNum) return { cls: 'sb-wa', text: `-${c.errorNum}` };
  return { cls: '', text: '' };
}

export default function ScrollBoard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cid = Number(params.get('cid'));
  const removeStar = params.get('removeStar') === 'true';
  const byNumber = params.get('mode') === 'number';
  const medalParam = params
    .getAll('medals[]')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n >= 0);
  const medalKey = medalParam.join(',');
  const info = useQuery({
    queryKey: ['scroll-board', cid, 'info'],
    queryFn: () => getScrollBoardInfo(cid),
    enabled: cid > 0,
    retry: false,
  });
  const subs = useQuery({
    queryKey: ['scroll-board', cid, 'subs', removeStar],
    queryFn: () => getScrollBoardSubmissions(cid, removeStar),
    enabled: info.isSuccess,
    retry: false,
  });

  const resolver = useMemo<Resolver | null>(() => {
    if (!info.data || !subs.data) return null;
    const data = { ...info.data, displayIds: info.data.displayIds ?? Object.keys(info.data.balloonColor) };
    const medals = medalKey ? medalKey.split(',').map(Number) : [10, 20, 30];
    const probe = createResolver(data, subs.data, []);
    const ranked = probe.rows.filter((r) => !r.star).length;
    return createResolver(data, subs.data, byNumber ? medals : medalsByPercent(ranked, medals));
  }, [info.data, subs.data, medalKey, byNumber]);

  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [auto, setAuto] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  const announce = useCallback(
    (ev: ResolverEvent) => {
      if (ev.kind !== 'next-row' || !resolver) return;
      const row = resolver.rows.find((r) => r.uid === ev.uid);
      if (!row) return;
      if (ev.medal !== null)
        setBanner(
          t('Ops_Scroll_Medal', { name: row.username, rank: ev.rank, medal: t(MEDAL_KEYS[ev.medal]) }),
        );
      else if (ev.rank === 1) setBanner(t('Ops_Scroll_Champion', { name: row.username }));
    },
    [resolver, t],
  );

  const next = useCallback(() => {
    if (!resolver || resolver.done) {
      setAuto(false);
      return;
    }
    const ev = resolver.step();
    announce(ev);
    redraw();
  }, [resolver, announce]);

  const reset = useCallback(() => {
    resolver?.reset();
    setAuto(false);
    setBanner(null);
    redraw();
  }, [resolver]);

  useEffect(() => {
    if (!auto) return;
    const h = setInterval(next, AUTO_MS);
    return () => clearInterval(h);
  }, [auto, next]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === 'ArrowRight' || e.key === 'n') {
        e.preventDefault();
        next();
      } else if (e.key === ' ') {
        e.preventDefault();
        setAuto((a) => !a);
      } else if (e.key === 'Home' || e.key === 'r' || e.key === 'R') {
        e.preventDefault();
        reset();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, reset]);

  // Keep the current row in view.
  const cursor = resolver?.cursor ?? -1;
  useEffect(() => {
    const el = boardRef.current;
    if (!el || cursor < 0) return;
    const top = el.getBoundingClientRect().top + window.scrollY + cursor * ROW_H;
    window.scrollTo({ top: Math.max(0, top - window.innerHeight / 2), behavior: 'smooth' });
  }, [cursor]);

  if (!(cid > 0)) return <LazyResult status="404" title={t('Contest_Not_Exist')} />;
  const error = info.error ?? subs.error;
  if (error) return <LazyResult status="403" title={error.message} />;
  if (!resolver || !info.data) return <Spin style={{ display: 'block', margin: 60 }} />;

  const ids = info.data.displayIds ?? Object.keys(info.data.balloonColor);
  const order = new Map(resolver.rows.map((r, i) => [r.uid, i]));
  const current = resolver.rows[resolver.cursor]?.uid;
  const sorted = [...resolver.rows].sort((a, b) => (a.uid < b.uid ? -1 : 1));
  const columns = `72px minmax(160px, 2fr) 56px 72px repeat(${ids.length}, minmax(64px, 1fr))`;

  return (
    <Card className="scroll-board" size="small" data-testid="scroll-board">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={next} disabled={resolver.done} data-testid="sb-next">
          {t('Ops_Scroll_Next')}
        </Button>
        <Button onClick={() => setAuto((a) => !a)} disabled={resolver.done} data-testid="sb-auto">
          {auto ? t('Ops_Scroll_Pause') : t('Ops_Scroll_Auto')}
        </Button>
        <Button onClick={reset} data-testid="sb-reset">
          {t('Ops_Scroll_Reset')}
        </Button>
        <Typography.Text type="secondary">{t('Ops_Scroll_Keys')}</Typography.Text>
        {resolver.done && (
          <Tag color="success" data-testid="sb-done">
            {t('Ops_Scroll_Done')}
          </Tag>
        )}
      </Space>
      {banner && (
        <Alert
          type="success"
          showIcon
          message={banner}
          closable
          onClose={() => setBanner(null)}
          style={{ marginBottom: 12 }}
          data-testid="sb-banner"
        />
      )}
      <div className="sb-scroll">
        <div className="sb-head" style={{ gridTemplateColumns: columns }}>
          <span>{t('Ops_Rank')}</span>
          <span>{t('Username')}</span>
          <span>AC</span>
          <span>{t('Ops_Penalty')}</span>
          {ids.map((id) => (
            <span key={id}>
              <Balloon color={info.data.balloonColor[id]} /> {id}
            </span>
          ))}
        </div>
        <div ref={boardRef} className="sb-board" style={{ height: resolver.rows.length * ROW_H }}>
          {sorted.map((r) => {
            const i = order.get(r.uid)!;
            return (
              <div
                key={r.uid}
                className={`sb-row${r.uid === current ? ' sb-current' : ''}`}
                style={{
                  transform: `translateY(${i * ROW_H}px)`,
                  gridTemplateColumns: columns,
                  height: ROW_H,
                }}
                data-testid="sb-row"
                data-rank={r.rank}
                data-username={r.username}
                data-index={i}
                data-star={r.star ? 'true' : undefined}
                data-medal={r.medal ?? undefined}
              >
                <span
                  className="sb-rank"
                  style={r.medal !== null ? { background: MEDAL_COLOURS[r.medal] } : undefined}
                >
                  {r.star ? '*' : r.rank}
                </span>
                <span className="sb-name">
                  <strong>
                    {info.data.rankShowName === 'nickname' && r.nickname
                      ? r.nickname
                      : info.data.rankShowName === 'realname' && r.realname
                        ? r.realname
                        : r.username}
                  </strong>
                  {r.school && <small>{r.school}</small>}
                </span>
                <span>{r.ac}</span>
                <span>{Math.floor(r.totalTime / 60)}</span>
                {ids.map((id) => {
                  const c = cellText(r.cells[id]);
                  return (
                    <span key={id} className={`sb-cell ${c.cls}`}>
                      {c.text}
                    </span>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </Card>
  );
}
