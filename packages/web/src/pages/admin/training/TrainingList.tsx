// Back-office training list (groups-accounts-admin.md §2, hoj-ui "Trainings"): search, paging 10,
// visibility switch, and per row edit / problems / delete. What a row allows comes from the shared
// training policies, so the buttons match what the server accepts. In group mode (the training
// tab's admin view, /group/:groupID/training/admin) the same table lists the group's trainings
// through the group's calls (trainingCalls.ts).
import { useNavigate } from 'react-router';
import { Space, Tag } from 'antd';
import { OrderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { TrainingAuth } from '@judge/shared';
import type { TrainingEntity } from '../../../api/training';
import { useTrainingCalls } from './trainingCalls';
import { useSession } from '../../../stores/session';
import {
  AddButton,
  DeleteButton,
  EditButton,
  TipButton,
  ToolbarCard,
  PagedTable,
  SearchBox,
  useAct,
  useOptionColumn,
  useSearchedList,
} from '../../../components/admin/AdminList';
import { switchColumn } from '../../../components/admin/switchColumn';
import { DATE_MINUTE } from '../../../constants';

export default function TrainingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor } = useSession();
  const calls = useTrainingCalls();
  const { searchBox, table } = useSearchedList([...calls.key, 'admin-trainings'], calls.list);
  const optionColumn = useOptionColumn();
  const act = useAct(calls.key);

  const toolbar = (
    <Space wrap>
      {calls.searchable && <SearchBox placeholder={t('Search_Training')} {...searchBox} />}
      <AddButton onClick={() => navigate(calls.paths.create)} data-testid="training-admin-create">
        {t('Create_Training')}
      </AddButton>
    </Space>
  );

  return (
    <ToolbarCard title={t('Training_List')} toolbar={toolbar} testId="training-admin">
      <PagedTable<TrainingEntity>
        {...table}
        empty={t('No_Training')}
        scroll={{ x: 900 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Training_Rank'), dataIndex: 'rank', width: 90 },
          {
            title: t('Title'),
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, r) => (
              <a href={calls.paths.view(r.id)} target="_blank" rel="noreferrer">
                {v}
              </a>
            ),
          },
          {
            title: t('Training_Auth'),
            dataIndex: 'auth',
            width: 110,
            render: (v: string) => (
              <Tag color={v === TrainingAuth.PRIVATE ? 'red' : 'green'}>{t(`Training_${v}`)}</Tag>
            ),
          },
          {
            title: t('Training_Category'),
            dataIndex: 'categoryName',
            width: 140,
            render: (v: string | null, r) => (v ? <Tag color={r.categoryColor ?? undefined}>{v}</Tag> : '-'),
          },
          switchColumn({
            title: t('Visible'),
            dataIndex: 'status',
            width: 80,
            set: (r, on) => act(() => calls.setStatus(r, on), 'Update_Successfully'),
            disabled: (r) => !calls.mayManage(actor, r),
            testId: (r) => `training-visible-${r.id}`,
          }),
          { title: t('Author'), dataIndex: 'author', width: 120, ellipsis: true },
          {
            title: t('Updated'),
            dataIndex: 'gmtModified',
            width: 150,
            render: (v: string | null) => (v ? dayjs(v).format(DATE_MINUTE) : '-'),
          },
          optionColumn(140, (r) => (
            <Space size={4}>
              <EditButton
                disabled={!calls.mayManage(actor, r)}
                onClick={() => navigate(calls.paths.edit(r.id))}
                data-testid={`edit-training-${r.id}`}
              />
              <TipButton
                tip={t('Training_Problem_List')}
                icon={<OrderedListOutlined />}
                disabled={!calls.mayEditProblems(actor, r)}
                onClick={() => navigate(calls.paths.problems(r.id))}
                data-testid={`training-problems-${r.id}`}
              />
              {calls.mayDelete(actor, r) && (
                <DeleteButton
                  confirm={t('Delete_Training_Tips')}
                  onConfirm={() => act(() => calls.remove(r.id), 'Delete_successfully')}
                />
              )}
            </Space>
          )),
        ]}
      />
    </ToolbarCard>
  );
}
