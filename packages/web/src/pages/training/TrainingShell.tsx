// A training (site.md §2, §7; hoj-ui "Trainings"): a header card (title, progress "ac / total"),
// then tabs: introduction, problem list, and the record list (rank) for private trainings only.
// Problems and rank stay disabled until the caller may enter (password, or a training admin).
// A group's training is the same shell inside the group (the server checks membership).
import { useParams } from 'react-router';
import { Card, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrainingAuth } from '@judge/shared';
import TabShell from '../../components/TabShell';
import { getTrainingAccess, getTrainingDetail } from '../../api/training';
import { TrainingContext } from './context';
import { TrainingProgress } from './progress';
import './training.css';

/** A site training, or a group's (the same pages under /group/:groupID/training/:trainingID). */
export default function TrainingShell() {
  const { t } = useTranslation();
  const { groupID, trainingID } = useParams();
  const tid = Number(trainingID);
  const queryClient = useQueryClient();
  const base = groupID ? `/group/${groupID}/training/${trainingID}` : `/training/${trainingID}`;
  const detail = useQuery({
    queryKey: ['training', tid, 'detail'],
    queryFn: () => getTrainingDetail(tid),
    retry: false,
  });
  const access = useQuery({
    queryKey: ['training', tid, 'access'],
    queryFn: () => getTrainingAccess(tid),
    retry: false,
    enabled: detail.isSuccess,
  });
  const training = detail.data;
  const mayEnter = access.data?.access ?? false;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['training', tid] });
  };

  if (detail.isError) {
    return (
      <Card>
        <Typography.Text type="danger">{t('Training_Load_Failed')}</Typography.Text>
      </Card>
    );
  }
  if (!training) return <Spin style={{ display: 'block', margin: 40 }} />;

  const isPrivate = training.auth === TrainingAuth.PRIVATE;
  return (
    <TrainingContext.Provider value={{ tid, base, training, access: mayEnter, refresh }}>
      <TabShell
        base={base}
        aliases={{ problem: 'problems' }}
        // The rank of a public training does not exist (its call refuses): its address goes to the introduction.
        guarded={['rank']}
        header={
          <Card size="small" style={{ marginBottom: 12 }}>
            <div className="training-header">
              <h1 data-testid="training-title">{training.title}</h1>
              <div className="training-header-progress">
                <TrainingProgress
                  ac={training.acCount}
                  total={training.problemCount}
                  testId="training-detail-progress"
                />
              </div>
            </div>
          </Card>
        }
        tabs={[
          { key: '', label: 'Training_Introduction' },
          { key: 'problems', label: 'Problem_List', disabled: !mayEnter },
          ...(isPrivate ? [{ key: 'rank', label: 'Record_List', disabled: !mayEnter }] : []),
        ]}
      />
    </TrainingContext.Provider>
  );
}
