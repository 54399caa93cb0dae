// A scoreboard with its settings (site.md §2 "Scoreboard", §9): search by school or shown name,
// star users shown or removed, after-contest submissions (ended contests that allow them), force
// update (contest admins), auto refresh every 30 s (off once the contest has ended), page sizes
// 10/30/50/100/300 (default 30). The board refetches when the contest's push channel says it changed.
import { useState } from 'react';
import { Input, Space, Switch, Tooltip } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContestStatus, POLLING_MS, SCOREBOARD_PAGE_SIZE_OPTIONS } from '@judge/shared';
import type { ContestProblemRow, ContestRankQuery, ContestVO, RankRow } from '../../../api/contest';
import type { Page } from '../../../api/http';
import { useBoardEvents } from '../useBoardEvents';
import { useContestStatus } from '../clock';
import BoardTable from './BoardTable';
import { useFollowed } from './follow';

export const DEFAULT_BOARD_SIZE = 30;

export default function Scoreboard({
  contest,
  problems,
  fetchBoard,
  queryKey,
  admin,
  me,
  linkBase,
  enabled = true,
}: {
  contest: ContestVO;
  problems: ContestProblemRow[];
  fetchBoard: (q: ContestRankQuery) => Promise<Page<RankRow>>;
  queryKey: unknown[];
  admin: boolean;
  me?: string;
  linkBase?: string;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const cid = contest.id;
  const status = useContestStatus(contest);
  const ended = status === ContestStatus.ENDED;
  const [keyword, setKeyword] = useState('');
  const [showStar, setShowStar] = useState(true);
  const [containsEnd, setContainsEnd] = useState(false);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [currentPage, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_BOARD_SIZE);
  const { followed, toggle } = useFollowed(cid);
  const q: ContestRankQuery = {
    cid,
    currentPage,
    limit,
    forceRefresh: admin && forceRefresh,
    removeStar: !showStar,
    keyword: keyword || undefined,
    containsEnd,
    concernedList: followed,
  };
  const board = useQuery({
    queryKey: [...queryKey, q],
    queryFn: () => fetchBoard(q),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh && !ended ? POLLING_MS.scoreboard : false,
  });
  useBoardEvents(cid, enabled, () => void board.refetch());

  return (
    <div data-testid="scoreboard">
      <div className="board-toolbar">
        <Input.Search
          allowClear
          placeholder={t('Board_Search_Placeholder')}
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          data-testid="board-search"
        />
        <div className="board-switches">
          <Space size={4}>
            <span>{t('Board_Star_User')}</span>
            <Switch size="small" checked={showStar} onChange={setShowStar} data-testid="board-star-switch" />
          </Space>
          {ended && contest.allowEndSubmit && (
            <Space size={4}>
              <span>{t('Board_After_Contest')}</span>
              <Switch size="small" checked={containsEnd} onChange={setContainsEnd} />
            </Space>
          )}
          {admin && (
            <Tooltip title={t('Board_Force_Update_Tips')}>
              <Space size={4}>
                <span>{t('Board_Force_Update')}</span>
                <Switch size="small" checked={forceRefresh} onChange={setForceRefresh} />
              </Space>
            </Tooltip>
          )}
          <Space size={4}>
            <span>{t('Board_Auto_Refresh')}</span>
            <Switch
              size="small"
              checked={autoRefresh && !ended}
              disabled={ended}
              onChange={setAutoRefresh}
              data-testid="board-auto-refresh"
            />
          </Space>
          <SyncOutlined
            spin={board.isFetching}
            onClick={() => void board.refetch()}
            style={{ cursor: 'pointer', color: '#1677ff' }}
            aria-label={t('Refresh')}
          />
        </div>
      </div>
      <BoardTable
        contest={contest}
        problems={problems}
        rows={board.data?.records ?? []}
        loading={board.isLoading}
        me={me}
        followed={followed}
        onToggleFollow={toggle}
        showRealname={admin}
        linkBase={linkBase}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: board.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SCOREBOARD_PAGE_SIZE_OPTIONS.map(String),
          onChange: (page, size) => {
            setPage(size !== limit ? 1 : page);
            setLimit(size);
          },
        }}
      />
    </div>
  );
}
