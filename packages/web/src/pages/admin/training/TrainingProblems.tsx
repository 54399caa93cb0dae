// A training's problems in the back office (hoj-api-paths §1.7): in their order, with the order
// (rank) editable in place, removal, and "Add From Public Problem": a picker of public problems
// not yet in the training, added under their display id, last in the order. In group mode
// (/group/:groupID/training/problems/:trainingId, for those who manage the group's training) the
// same page over the group's calls (trainingCalls.ts), plus "Add From Group Problem": one of the
// group's own problems by its display id (groups-accounts-admin.md "Group trainings").
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Empty, Input, InputNumber, Modal, Space, Table } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, PAGE_SIZES } from '@judge/shared';
import type { TrainingAdminProblemList } from '../../../api/training';
import { useTrainingCalls } from './trainingCalls';
import {
  ConfirmButton,
  ToolbarCard,
  fixedPages,
  useAct,
  useNarrow,
} from '../../../components/admin/AdminList';

type Row = TrainingAdminProblemList['problemList']['records'][number];
const PICKER_SIZES = [10, 30, 50, 100];

export default function TrainingProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tid = Number(useParams().trainingId);
  const calls = useTrainingCalls();
  const [fromGroup, setFromGroup] = useState<string | null>(null);
  const narrow = useNarrow();
  const [currentPage, setPage] = useState(1);
  const [picker, setPicker] = useState(false);
  const [pickKeyword, setPickKeyword] = useState('');
  const [pickPage, setPickPage] = useState(1);
  const [pickSize, setPickSize] = useState(PICKER_SIZES[0]);

  const existing = useQuery({
    queryKey: [...calls.key, 'training-problems', tid, currentPage],
    queryFn: () => calls.problems({ tid, currentPage, limit: PAGE_SIZES.adminLists, queryExisted: true }),
    placeholderData: keepPreviousData,
  });
  const candidates = useQuery({
    queryKey: [...calls.key, 'training-picker', tid, pickKeyword, pickPage, pickSize],
    queryFn: () =>
      calls.problems({
        tid,
        currentPage: pickPage,
        limit: pickSize,
        keyword: pickKeyword || undefined,
        queryExisted: false,
      }),
    enabled: picker,
    placeholderData: keepPreviousData,
  });
  const act = useAct(calls.key);
  const map = existing.data?.trainingProblemMap ?? {};

  const toolbar = (
    <Space wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(calls.paths.list)}>
        {t('Back')}
      </Button>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setPicker(true)}
        data-testid="tp-add-public"
      >
        {t('Add_From_Public_Problem')}
      </Button>
      {calls.addFromGroup && (
        <Button icon={<PlusOutlined />} onClick={() => setFromGroup('')} data-testid="tp-add-group">
          {t('Add_From_Group_Problem')}
        </Button>
      )}
    </Space>
  );
  const addFromGroup = calls.addFromGroup;

  return (
    <ToolbarCard title={t('Training_Problem_List')} toolbar={toolbar}>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={existing.isFetching}
        dataSource={existing.data?.problemList.records ?? []}
        locale={{ emptyText: <Empty description={t('No_Problem')} /> }}
        scroll={{ x: 640 }}
        pagination={fixedPages(
          currentPage,
          PAGE_SIZES.adminLists,
          existing.data?.problemList.total ?? 0,
          setPage,
        )}
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
          {
            title: t('Option'),
            key: 'op',
            width: 90,
            render: (_: unknown, p) => (
              <ConfirmButton
                confirm={t('Remove_Training_Problem_Tips')}
                tip={t('Remove')}
                danger
                icon={<DeleteOutlined />}
                onConfirm={() => act(() => calls.removeProblem(tid, p.id), 'Delete_successfully')}
                data-testid={`tp-remove-${p.problemId}`}
              />
            ),
          },
        ]}
      />
      <Modal
        open={picker}
        title={t('Add_From_Public_Problem')}
        footer={null}
        width={narrow ? '100%' : 760}
        onCancel={() => setPicker(false)}
        destroyOnHidden
      >
        <Input.Search
          allowClear
          placeholder={t('Enter_keyword')}
          style={{ marginBottom: 12, maxWidth: 320 }}
          onSearch={(v) => {
            setPickKeyword(v.trim());
            setPickPage(1);
          }}
          data-testid="tp-picker-search"
        />
        <Table<Row>
          rowKey="id"
          size="small"
          loading={candidates.isFetching}
          dataSource={candidates.data?.problemList.records ?? []}
          scroll={{ x: 520 }}
          pagination={{
            current: pickPage,
            pageSize: pickSize,
            total: candidates.data?.problemList.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PICKER_SIZES,
            onChange: (p, s) => {
              setPickPage(p);
              setPickSize(s);
            },
          }}
          columns={[
            { title: t('Display_ID'), dataIndex: 'problemId', width: 120 },
            { title: t('Title'), dataIndex: 'title', ellipsis: true },
            {
              title: t('Option'),
              key: 'op',
              width: 90,
              render: (_: unknown, p) => (
                <Button
                  size="small"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    void act(() => calls.addFromPublic(tid, p.id, p.problemId), 'Add_Successfully')
                  }
                  data-testid={`tp-pick-${p.problemId}`}
                />
              ),
            },
          ]}
        />
      </Modal>
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
    </ToolbarCard>
  );
}
