// The group's training tab /group/:groupID/training (groups-accounts-admin.md "Group trainings";
// hoj-api-paths §2.5): the site's training table over the group's enabled trainings, 10 a page; a
// row opens the training inside the group (/group/:groupID/training/:trainingID). Group admins get
// Create: the back-office training form in group mode (/group/:groupID/training/create), and
// Training Admin: the back-office training table, form and problem list in group mode.
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { getGroupTrainingList } from '../../api/group';
import { GroupTabHeader, useGroupTabList } from '../../components/group/GroupTabList';
import TrainingTable from '../training/TrainingTable';
import '../training/training.css';

export default function GroupTrainings() {
  const { t } = useTranslation();
  const { g, page, setPage, limit, list } = useGroupTabList('trainings', getGroupTrainingList);
  return (
    <Card data-testid="group-trainings">
      <GroupTabHeader
        title="Training_List"
        create={{ path: `/group/${g.gid}/training/create`, testId: 'group-training-create' }}
        admin={{
          label: 'Group_Training_Admin',
          path: `/group/${g.gid}/training/admin`,
          testId: 'group-training-admin-open',
        }}
      />
      {list.isError ? (
        <Empty description={t('Training_Load_Failed')}>
          <Button onClick={() => void list.refetch()}>{t('Refresh')}</Button>
        </Empty>
      ) : (
        <TrainingTable
          records={list.data?.records ?? []}
          loading={list.isFetching}
          total={list.data?.total ?? 0}
          currentPage={page}
          pageSize={limit}
          onPage={setPage}
          pathOf={(r) => `/group/${g.gid}/training/${r.id}`}
        />
      )}
    </Card>
  );
}
