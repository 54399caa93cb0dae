// The contest list /contest (site.md §2, §9; hoj-ui §3 "Contest list"): rule, status and keyword
// filters kept in the URL (type, status, keyword, currentPage), 10 a page; the rows are
// components/contest/ContestRow (shared with a group's contest tab).
import { useNavigate, useSearchParams } from 'react-router';
import { Card, Empty, Input, Pagination, Select, Space, Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTEST_STATUS_INFO, ContestStatus, ContestType, PAGE_SIZES } from '@judge/shared';
import { getContestList, type ContestVO } from '../../api/contest';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { toast } from '../../utils/feedback';
import { useBilingual } from '../problem/common';
import ContestRow from '../../components/contest/ContestRow';
import '../../components/contest/contest.css';

export default function ContestList() {
  const { t } = useTranslation();
  const label = useBilingual();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const typeParam = params.get('type');
  const statusParam = params.get('status');
  const type = typeParam === null || typeParam === '' ? undefined : Number(typeParam);
  const status = statusParam === null || statusParam === '' ? undefined : Number(statusParam);
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const setQuery = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      keyword,
      type,
      status,
      currentPage: 1,
      ...next,
    };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== '' && !(k === 'currentPage' && v === 1)) out.set(k, String(v));
    setParams(out);
  };

  const list = useQuery({
    queryKey: ['contests', keyword, type, status, currentPage],
    queryFn: () =>
      getContestList({
        currentPage,
        limit: PAGE_SIZES.contests,
        keyword: keyword || undefined,
        type,
        status,
      }),
    placeholderData: keepPreviousData,
  });

  // Opening a contest needs an account (hoj-ui §3).
  const open = (c: ContestVO) => {
    if (!isAuthenticated) {
      toast.warning(t('Please_login_first'));
      openLoginModal();
      return;
    }
    navigate(`/contest/${c.id}`);
  };

  const heading =
    type === ContestType.OI ? 'OI_Contests' : type === ContestType.ACM ? 'ACM_Contests' : 'All_Contests';
  const records = list.data?.records ?? [];
  return (
    <Card data-testid="contest-list">
      <div className="contest-list-filter">
        <h1 className="panel-title">{t(heading)}</h1>
        <Space wrap>
          <Select
            value={type ?? ''}
            style={{ width: 120 }}
            onChange={(v: number | '') => setQuery({ type: v === '' ? undefined : v })}
            options={[
              { value: '', label: t('Contest_Rule_All') },
              { value: ContestType.ACM, label: 'ACM' },
              { value: ContestType.OI, label: 'OI' },
            ]}
            data-testid="contest-filter-type"
          />
          <Select
            value={status ?? ''}
            style={{ width: 130 }}
            onChange={(v: number | '') => setQuery({ status: v === '' ? undefined : v })}
            options={[
              { value: '', label: t('Contest_Status_All') },
              ...([ContestStatus.SCHEDULED, ContestStatus.RUNNING, ContestStatus.ENDED] as const).map(
                (s) => ({
                  value: s,
                  label: label(CONTEST_STATUS_INFO[s].label),
                }),
              ),
            ]}
            data-testid="contest-filter-status"
          />
          <Input.Search
            allowClear
            key={keyword}
            defaultValue={keyword}
            placeholder={t('Contest_Search_Placeholder')}
            style={{ width: 220 }}
            onSearch={(v) => setQuery({ keyword: v.trim() || undefined })}
            data-testid="contest-filter-keyword"
          />
        </Space>
      </div>
      <Spin spinning={list.isFetching}>
        {list.isError ? (
          <Empty description={t('Contest_Load_Failed')} />
        ) : records.length === 0 && !list.isLoading ? (
          <Empty description={t('No_contest')} data-testid="contest-empty" />
        ) : (
          records.map((c) => <ContestRow key={c.id} contest={c} onOpen={open} />)
        )}
        {list.isLoading && <div style={{ minHeight: 200 }} />}
      </Spin>
      {(list.data?.total ?? 0) > PAGE_SIZES.contests && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={currentPage}
          pageSize={PAGE_SIZES.contests}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => setQuery({ currentPage: p })}
        />
      )}
    </Card>
  );
}
