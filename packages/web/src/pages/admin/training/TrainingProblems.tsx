// A training's problems in the back office (hoj-api-paths §1.7): in their order, with the order
// (rank) editable in place, removal, and "Add From Public Problem": a picker of public problems
// not yet in the training, added under their display id, last in the order. In group mode
// (/group/:groupID/training/problems/:trainingId, for those who manage the group's training) the
// same page over the group's calls (trainingCalls.ts), plus "Add From Group Problem": one of the
// group's own problems by its display id (groups-accounts-admin.md "Group trainings").
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Input, InputNumber, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, PAGE_SIZES } from '@judge/shared';
import type { TrainingAdminProblemList } from '../../../api/training';
import { useTrainingCalls } from './trainingCalls';
import { AddButton, DeleteButton, PagedTable, useAct } from '../../../components/admin/AdminList';
import { ProblemPicker } from '../../../components/admin/ProblemPicker';
import { SubpageCard } from '../../../components/admin/SubpageCard';
import { actionColumn } from '../../../components/actionColumn';

type Row = TrainingAdminProblemList['problemList']['records'][number];
const PICKER_SIZES = [10, 30, 50, 100];

export default function TrainingProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tid = Number(useParams().trainingId);
  const calls = useTrainingCalls();
  const [fromGroup, setFromGroup] = useState<string | null>(null);
  const [currentPage, setPage] = useState(1);
  const [picker, setPicker] = useState(false);

  const existing = useQuery({
    queryKey: [...calls.key, 'training-problems', tid, currentPage],
    queryFn: () => calls.problems({ tid, currentPage, limit: PAGE_SIZES.adminLists, queryExisted: true }),
    placeholderData: keepPreviousData,
  });
  const act = useAct(calls.key);
  const map = existing.data?.trainingProblemMap ?? {};

  const toolbar = (
    <>
      <AddButton onClick={() => setPicker(true)} data-testid="tp-add-public">
        {t('Add_From_Public_Problem')}
      </AddButton>
      {calls.addFromGroup && (
        <Button icon={<PlusOutlined />} onClick={() => setFromGroup('')} data-testid="tp-add-group">
          {t('Add_From_Group_Problem')}
        </Button>
      )}
    </>
  );
  const addFromGroup = calls.addFromGroup;

  return (
    <SubpageCard
      heading={t('Training_Problem_List')}
      toolbar={toolbar}
      onBack={() => navigate(calls.paths.list)}
    >
      <PagedTable<Row>
        list={{ isFetching: existing.isFetching, data: existing.data?.problemList }}
        empty={t('No_Problem')}
        page={currentPage}
        pageSize={PAGE_SIZES.adminLists}
        onPage={setPage}
        scroll={{ x: 640 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('Display_ID'),
            key: 'display',
            width: 120,
            render: (_: unknown, p) => map[String(p.id)]?.displayId ?? p.problemId,
          },
          { title: t('Title'), dataIndex: 'title', ellipsis: true },
          {
            title: t('Training_Problem_Rank'),
            key: 'rank',
            width: 140,
            render: (_: unknown, p) => {
              const link = map[String(p.id)];
              return link ? (
                <InputNumber
                  size="small"
                  min={0}
                  max={INPUT_LIMITS.trainingRankMax}
                  precision={0}
                  defaultValue={link.rank}
                  key={`${link.id}-${link.rank}`}
                  onBlur={(e) => {
                    const rank = Number(e.target.value);
                    if (e.target.value !== '' && rank !== link.rank)
                      void act(
                        () =>
                          calls.updateProblem({
                            id: link.id,
                            tid,
                            pid: link.pid,
                            displayId: link.displayId,
                            rank,
                          }),
                        'Update_Successfully',
                      );
                  }}
                  data-testid={`tp-rank-${p.problemId}`}
                />
              ) : null;
            },
          },
          actionColumn(
            t,
            (p) => (
              <DeleteButton
                confirm={t('Remove_Training_Problem_Tips')}
                tip={t('Remove')}
                onConfirm={() => act(() => calls.removeProblem(tid, p.id), 'Delete_successfully')}
                data-testid={`tp-remove-${p.problemId}`}
              />
            ),
            90,
          ),
        ]}
      />
      {picker && (
        <ProblemPicker<Row>
          // under calls.key, which the add refreshes
          queryKey={[...calls.key, 'training-picker', tid]}
          read={(q) => calls.problems({ tid, ...q, queryExisted: false }).then((r) => r.problemList)}
          columns={[
            { title: t('Display_ID'), dataIndex: 'problemId', width: 120 },
            { title: t('Title'), dataIndex: 'title', ellipsis: true },
          ]}
          onPick={(p) => act(() => calls.addFromPublic(tid, p.id, p.problemId), 'Add_Successfully')}
          onClose={() => setPicker(false)}
          searchPlaceholder={t('Enter_keyword')}
          testPrefix="tp-"
          pageSizes={PICKER_SIZES}
        />
      )}
      {addFromGroup && (
        <Modal
          open={fromGroup != null}
          title={t('Add_From_Group_Problem')}
          okText={t('OK')}
          cancelText={t('Cancel')}
          okButtonProps={{ disabled: !fromGroup?.trim() }}
          onCancel={() => setFromGroup(null)}
          onOk={() =>
            void act(() => addFromGroup(tid, fromGroup!.trim()), 'Add_Successfully').then(() =>
              setFromGroup(null),
            )
          }
          destroyOnHidden
        >
          <Input
            placeholder={t('Group_Problem_Display_Id')}
            value={fromGroup ?? ''}
            onChange={(e) => setFromGroup(e.target.value)}
            data-testid="tp-group-id"
          />
        </Modal>
      )}
    </SubpageCard>
  );
}
