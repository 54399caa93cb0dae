// The scoreboard table (site.md §2 "Scoreboard", hoj-ui §3 "ACM scoreboard" / "OI scoreboard"):
// rank box ("*" for star users, award colours with the award's name), user (avatar, follow star,
// Own / Star / Girl chips, the contest's shown name, school), real name for contest admins, then
// ACM: solved and penalty minutes, or OI: total score and time; one column per problem with its
// balloon, display id and (ac/total). ACM cells are decorated: first blood, solved, solved after
// the contest, frozen by the seal, tried, each with a tooltip.
import { Link } from 'react-router';
import { Empty, Table, Tooltip } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestType, secondFormat } from '@judge/shared';
import type {
  AcmCell,
  AcmRankRow,
  ContestProblemRow,
  ContestVO,
  OiRankRow,
  RankRow,
} from '../../../api/contest';
import UserAvatar from '../../UserAvatar';
import { Balloon } from '../tags';
import '../contest.css';

export interface BoardTableProps {
  contest: ContestVO;
  problems: ContestProblemRow[];
  rows: RankRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  me?: string;
  followed: string[];
  onToggleFollow?: (uid: string) => void;
  /** Contest admins see real names. */
  showRealname: boolean;
  /** Inside the contest: solved counts and cells link to the submissions. */
  linkBase?: string;
}

function shownName(row: RankRow, rankShowName: string | null | undefined): string {
  if (rankShowName === 'nickname' && row.nickname) return row.nickname;
  if (rankShowName === 'realname' && row.realname) return row.realname;
  return row.username;
}

function RankBox({ row }: { row: RankRow }) {
  const text = row.rank === -1 ? '*' : String(row.rank);
  const box = (
    <span
      className="rank-box"
      style={
        row.isWinAward
          ? { background: row.awardBackground ?? '#ededed', color: row.awardColor ?? '#666' }
          : undefined
      }
      data-testid="rank-box"
    >
      {text}
    </span>
  );
  return row.isWinAward && row.awardName ? <Tooltip title={row.awardName}>{box}</Tooltip> : box;
}

function useTries() {
  const { t } = useTranslation();
  return (n: number) => (n === 1 ? t('Board_Try', { n }) : t('Board_Tries', { n }));
}

function AcmCellView({ cell, to }: { cell: AcmCell | undefined; to?: string }) {
  const { t } = useTranslation();
  const tries = useTries();
  if (!cell) return null;
  let cls = '';
  let top: string | null = null;
  let bottom = '';
  let tip = '';
  const hidden = cell.tryNum ?? 0;
  if (cell.isAC) {
    const time = cell.ACTime ?? 0;
    cls = cell.isFirstAC ? 'first-ac' : cell.isAfterContest ? 'after-ac' : 'ac';
    top = `${Math.floor(time / 60)}${cell.isAfterContest ? '*' : ''}`;
    bottom = `(${tries(cell.errorNum + 1)})`;
    tip = `${t(cell.isFirstAC ? 'Board_First_Blood' : cell.isAfterContest ? 'Board_Solved_After' : 'Board_Solved')} ${secondFormat(time)}`;
  } else if (hidden > 0) {
    cls = 'try';
    top = '?';
    bottom = cell.errorNum > 0 ? `(${cell.errorNum}+${tries(hidden)})` : `(${tries(hidden)})`;
    tip = t('Board_Frozen', { n: hidden });
  } else if (cell.errorNum > 0) {
    cls = 'wa';
    bottom = `(${tries(cell.errorNum)})`;
    tip = t('Board_Tried', { n: cell.errorNum });
  } else return null;
  const body = (
    <span className={`board-cell board-cell-${cls}`} data-testid="board-cell" data-state={cls}>
      {top !== null && <span className="board-cell-minute">{top}</span>}
      <small>{bottom}</small>
    </span>
  );
  return (
    <Tooltip title={tip}>
      {to ? (
        <Link to={to} style={{ color: 'inherit' }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Tooltip>
  );
}

function OiCellView({ score, time }: { score: number | null | undefined; time: number | null | undefined }) {
  if (score === null || score === undefined) return null;
  const cls = score >= 100 ? 'oi-full' : score <= 0 ? 'oi-zero' : 'oi-partial';
  return (
    <span className={`board-cell board-cell-${cls}`} data-testid="board-cell" data-state={cls}>
      <span>{score}</span>
      {time !== null && time !== undefined && <small>({time}ms)</small>}
    </span>
  );
}

export default function BoardTable(p: BoardTableProps) {
  const { t } = useTranslation();
  const acm = p.contest.type !== ContestType.OI;
  const subs = (row: RankRow, displayId?: string) =>
    p.linkBase
      ? `${p.linkBase}/submissions?username=${encodeURIComponent(row.username)}${
          displayId ? `&problemID=${encodeURIComponent(displayId)}` : ''
        }`
      : undefined;

  const problemColumns: ColumnsType<RankRow> = p.problems.map((pr) => ({
    key: `p-${pr.displayId}`,
    width: 86,
    align: 'center' as const,
    title: (
      <Tooltip
        title={
          pr.ac != null && pr.total != null
            ? `${t('Board_Accepted')}: ${pr.ac} / ${t('Board_Rejected')}: ${pr.total - pr.ac}`
            : pr.displayTitle
        }
      >
        <span className="board-col-head">
          <Balloon color={pr.color} />
          {pr.displayId}
          {pr.ac != null && pr.total != null && (
            <small>
              ({pr.ac}/{pr.total})
            </small>
          )}
        </span>
      </Tooltip>
    ),
    render: (_: unknown, row: RankRow) =>
      acm ? (
        <AcmCellView cell={(row as AcmRankRow).submissionInfo?.[pr.displayId]} to={subs(row, pr.displayId)} />
      ) : (
        <OiCellView
          score={(row as OiRankRow).submissionInfo?.[pr.displayId]}
          time={(row as OiRankRow).timeInfo?.[pr.displayId]}
        />
      ),
  }));

  const columns: ColumnsType<RankRow> = [
    {
      title: t('Rank'),
      key: 'rank',
      width: 64,
      align: 'center',
      render: (_, row) => <RankBox row={row} />,
    },
    {
      title: t('User'),
      key: 'user',
      width: 210,
      render: (_, row) => {
        const followed = p.followed.includes(row.uid);
        const star = row.rank === -1;
        const girl = row.gender === 'female';
        return (
          <div className={`board-user${star ? ' board-user-star' : girl ? ' board-user-girl' : ''}`}>
            <UserAvatar user={row} size={37} />
            <div className="board-user-text">
              <div className="board-user-name">
                {p.onToggleFollow && row.uid !== p.me && (
                  <Tooltip title={t(followed ? 'Board_Unfollow' : 'Board_Follow')}>
                    <span
                      role="button"
                      tabIndex={0}
                      className={`board-follow${followed ? ' on' : ''}`}
                      onClick={() => p.onToggleFollow!(row.uid)}
                      data-testid={`board-follow-${row.username}`}
                    >
                      {followed ? <StarFilled /> : <StarOutlined />}{' '}
                    </span>
                  </Tooltip>
                )}
                <span data-testid="board-user-name">{shownName(row, p.contest.rankShowName)}</span>
                {row.uid === p.me && <span className="board-chip">{t('Board_Own')}</span>}
                {star && <span className="board-chip">{t('Board_Star')}</span>}
                {girl && <span className="board-chip">{t('Board_Girl')}</span>}
              </div>
              {row.school && <div className="board-user-school">{row.school}</div>}
            </div>
          </div>
        );
      },
    },
    ...(p.showRealname
      ? [
          {
            title: t('RealName'),
            key: 'realname',
            width: 110,
            render: (_: unknown, row: RankRow) => row.realname ?? '',
          },
        ]
      : []),
    ...(acm
      ? ([
          {
            title: 'AC',
            key: 'ac',
            width: 60,
            align: 'center',
            render: (_: unknown, row: RankRow) => {
              const n = (row as AcmRankRow).ac;
              const to = subs(row);
              return to ? (
                <Link className="board-ac-link" to={`${to}&status=0`} data-testid="board-ac">
                  {n}
                </Link>
              ) : (
                <span className="board-ac-link" data-testid="board-ac">
                  {n}
                </span>
              );
            },
          },
          {
            title: t('Board_Penalty'),
            key: 'time',
            width: 80,
            align: 'center',
            render: (_: unknown, row: RankRow) => (
              <Tooltip title={secondFormat(row.totalTime)}>
                <span data-testid="board-penalty">{Math.floor(row.totalTime / 60)}</span>
              </Tooltip>
            ),
          },
        ] as ColumnsType<RankRow>)
      : ([
          {
            title: t('Board_Total_Score'),
            key: 'score',
            width: 100,
            align: 'center',
            render: (_: unknown, row: RankRow) => (
              <span>
                <span className="board-ac-link" data-testid="board-score">
                  {(row as OiRankRow).totalScore}
                </span>
                <span className="board-time-sub">({row.totalTime}ms)</span>
              </span>
            ),
          },
        ] as ColumnsType<RankRow>)),
    ...problemColumns,
  ];

  const width = columns.reduce((s, c) => s + (Number(c.width) || 80), 0);
  return (
    <Table<RankRow>
      className="board-table"
      rowKey={(row) => `${row.uid}-${p.rows.indexOf(row)}`}
      size="small"
      bordered
      loading={p.loading}
      dataSource={p.rows}
      columns={columns}
      scroll={{ x: width }}
      pagination={p.pagination}
      locale={{ emptyText: <Empty description={t('No_Data')} /> }}
      rowClassName={(row) =>
        row.uid === p.me ? 'board-row-own' : p.followed.includes(row.uid) ? 'board-row-followed' : ''
      }
      data-testid="contest-board"
      onRow={(row) => ({ 'data-username': row.username }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
