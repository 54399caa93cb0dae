// The group's training tab /group/:groupID/training (groups-accounts-admin.md "Group trainings";
// hoj-api-paths §2.5): the site's training table over the group's enabled trainings, 10 a page; a
// row opens the training inside the group (/group/:groupID/training/:trainingID). Group admins get
// Create: the back-office training form in group mode (/group/:groupID/training/create).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { getGroupTrainingList } from '../../api/group';
import { useGroup } from '../../components/group/useGroup';
import TrainingTable from '../training/TrainingTable';
import '../training/training.css';
import '../../components/solving/solving.css';

export default function GroupTrainings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const g = useGroup();
  const [page, setPage] = useState(1);
  const limit = PAGE_SIZES.groupSubLists;
  const list = useQuery({
    queryKey: ['group', g.gid, 'trainings', page],
    queryFn: () => getGroupTrainingList({ gid: g.gid, currentPage: page, limit }),
    enabled: Number.isFinite(g.gid) && g.member,
    placeholderData: keepPreviousData,
  });
  return (
    <Card data-testid="group-trainings">
      <div className="solving-card-header">
        <h2 className="panel-title">{t('Training_List')}</h2>
        {g.admin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/group/${g.gid}/training/create`)}
            data-testid="group-training-create"
          >
            {t('Create')}
          </Button>
        )}
      </div>
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
