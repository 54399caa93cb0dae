// The group's contest tab /group/:groupID/contest (groups-accounts-admin.md "Group contests";
// hoj-api-paths §2.6): the site's contest rows over the group's contests (scheduled, running, then
// ended), 10 a page; 'No contest' when empty. A row opens the contest's own shell /contest/:cid,
// whose calls check the group membership on the server. Group admins get Create: the back-office
// contest form in group mode (/group/:groupID/contest/create), and Contest Admin: the back-office
// contest table, form and problem list in group mode.
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getGroupContestList } from '../../api/group';
import { GroupTabHeader, useGroupTabList } from '../../components/group/GroupTabList';
import ContestRow from '../../components/contest/ContestRow';
import { ListPager } from '../../components/ListPager';

export default function GroupContests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { g, page, setPage, limit, list } = useGroupTabList('contests', getGroupContestList);
  const records = list.data?.records ?? [];
  return (
    <Card data-testid="group-contests">
      <GroupTabHeader
        title="Contest_List"
        create={{ path: `/group/${g.gid}/contest/create`, testId: 'group-contest-create' }}
        admin={{
          label: 'Group_Contest_Admin',
          path: `/group/${g.gid}/contest/admin`,
          testId: 'group-contest-admin-open',
        }}
      />
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
      <ListPager
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={page}
        pageSize={limit}
        total={list.data?.total ?? 0}
        onChange={setPage}
      />
    </Card>
  );
}
