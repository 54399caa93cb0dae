// The group's contest tab /group/:groupID/contest (groups-accounts-admin.md "Group contests";
// hoj-api-paths §2.6): the site's contest rows over the group's contests (scheduled, running, then
// ended), 10 a page; 'No contest' when empty. A row opens the contest's own shell /contest/:cid,
// whose calls check the group membership on the server. Group admins get Create: the back-office
// contest form in group mode (/group/:groupID/contest/create).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Pagination, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { getGroupContestList } from '../../api/group';
import { useGroup } from '../../components/group/useGroup';
import ContestRow from '../../components/contest/ContestRow';
import '../../components/solving/solving.css';

export default function GroupContests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const g = useGroup();
  const [page, setPage] = useState(1);
  const limit = PAGE_SIZES.groupSubLists;
  const list = useQuery({
    queryKey: ['group', g.gid, 'contests', page],
    queryFn: () => getGroupContestList({ gid: g.gid, currentPage: page, limit }),
    enabled: Number.isFinite(g.gid) && g.member,
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  return (
    <Card data-testid="group-contests">
      <div className="solving-card-header">
        <h2 className="panel-title">{t('Contest_List')}</h2>
        {g.admin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/group/${g.gid}/contest/create`)}
            data-testid="group-contest-create"
          >
            {t('Create')}
          </Button>
        )}
      </div>
      <Spin spinning={list.isFetching}>
        {list.isError ? (
          <Empty description={t('Contest_Load_Failed')}>
            <Button onClick={() => void list.refetch()}>{t('Refresh')}</Button>
          </Empty>
        ) : records.length === 0 && !list.isLoading ? (
          <Empty description={t('No_contest')} data-testid="contest-empty" />
        ) : (
          records.map((c) => (
            <ContestRow key={c.id} contest={c} onOpen={(x) => navigate(`/contest/${x.id}`)} />
          ))
        )}
        {list.isLoading && <div style={{ minHeight: 160 }} />}
      </Spin>
      {(list.data?.total ?? 0) > limit && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={page}
          pageSize={limit}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
