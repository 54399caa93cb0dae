// A contest's problems in the back office (hoj-ui "Problem list … balloon picker for contest
// problems"): the list with display id, title and balloon colour; add from the public set under a
// display id; edit a row; take a problem out (its submissions in the contest go with it). A new
// problem is written in the problem editor and then added here. In group mode
// (/group/:groupID/contest/problems/:contestId) the same page over the group's calls
// (contestCalls.ts), plus "Add From Group Problem" (a group problem's display id and its display id
// in the contest, groups-accounts-admin.md "Group contest problem from group").
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, ColorPicker, Form, Input, Modal, Space, Tag, Tooltip } from 'antd';
import { FileAddOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BALLOON_COLOR_PRESETS, PAGE_SIZES, ProblemType } from '@judge/shared';
import type { ContestProblemVO } from '../../../api/contest';
import { useAdminContest, useContestCalls, type ContestCalls } from './contestCalls';
import type { AdminProblem } from '../../../api/admin-problem';
import { EditDialog } from '../../../components/admin/RowActions';
import { toast } from '../../../utils/feedback';
import {
  AddButton,
  DeleteButton,
  EditButton,
  PagedTable,
  TipButton,
  useAct,
  useOptionColumn,
} from '../../../components/admin/AdminList';
import { ProblemPicker } from '../../../components/admin/ProblemPicker';
import { SubpageCard } from '../../../components/admin/SubpageCard';
import { problemTypeColumn } from '../../../components/admin/problemColumns';

interface Row extends AdminProblem {
  cp: ContestProblemVO | undefined;
}
interface RowForm {
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export default function ContestProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cid = Number(useParams().contestId);
  const calls = useContestCalls();
  const inGroup = calls.gid != null;
  const [fromGroup, setFromGroup] = useState<{ problemId: string; displayId: string } | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | null>(null);
  const [form] = Form.useForm<RowForm>();
  const [pickerOpen, setPickerOpen] = useState(false);

  const contest = useAdminContest(calls, cid);
  const list = useQuery({
    queryKey: [...calls.key, 'contest-problems', cid, page],
    queryFn: () => calls.problems({ cid, currentPage: page, limit: PAGE_SIZES.adminLists }),
    placeholderData: keepPreviousData,
  });
  const act = useAct([...calls.key, 'contest-problems', cid]);
  /** The page's problems, each with how it stands in the contest. */
  const data = list.data;
  const rows = data && {
    records: data.problemList.records.map((p): Row => ({ ...p, cp: data.contestProblemMap[String(p.id)] })),
    total: data.problemList.total,
  };

  const openEdit = (r: Row) => {
    setEditing(r);
    form.setFieldsValue({
      displayId: r.cp?.displayId ?? '',
      displayTitle: r.cp?.displayTitle ?? r.title,
      color: r.cp?.color ?? null,
    });
  };
  const saveEdit = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    await act(async () => {
      await calls.setProblem({
        id: editing.cp?.id,
        cid,
        pid: editing.id,
        displayId: v.displayId,
        displayTitle: v.displayTitle,
        color: v.color || null,
      });
      setEditing(null);
    }, 'Update_Successfully');
  };

  const optionColumn = useOptionColumn();
  const toolbar = (
    <>
      <AddButton onClick={() => setPickerOpen(true)} data-testid="add-from-public">
        {t('Add_From_Public_Problem')}
      </AddButton>
      {inGroup && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setFromGroup({ problemId: '', displayId: '' })}
          data-testid="add-from-group"
        >
          {t('Add_From_Group_Problem')}
        </Button>
      )}
      {/* a new problem is made in its bank (the group's in group mode), then added here */}
      <Tooltip title={t(inGroup ? 'Create_Group_Contest_Problem_Tips' : 'Create_Contest_Problem_Tips')}>
        <Button
          icon={<FileAddOutlined />}
          onClick={() => navigate(inGroup ? `/group/${calls.gid}/problem/create` : '/manage/problem/create')}
          data-testid="contest-problem-create"
        >
          {t('Create_Problem')}
        </Button>
      </Tooltip>
    </>
  );

  return (
    <SubpageCard
      heading={t('Contest_Problem_List')}
      of={contest.data?.title}
      toolbar={toolbar}
      onBack={() => navigate(calls.paths.list)}
    >
      <PagedTable<Row>
        list={{ isFetching: list.isFetching, data: rows }}
        empty={t('No_Contest_Problem')}
        page={page}
        pageSize={PAGE_SIZES.adminLists}
        onPage={setPage}
        scroll={{ x: 760 }}
        columns={[
          {
            title: t('Contest_Display_ID'),
            key: 'displayId',
            width: 110,
            render: (_: unknown, r) => <b data-testid={`display-${r.problemId}`}>{r.cp?.displayId}</b>,
          },
          {
            title: t('Contest_Display_Title'),
            key: 'displayTitle',
            ellipsis: true,
            render: (_: unknown, r) => r.cp?.displayTitle,
          },
          { title: t('Problem_Display_ID'), dataIndex: 'problemId', width: 120 },
          {
            title: t('Balloon_Color'),
            key: 'color',
            width: 110,
            render: (_: unknown, r) =>
              r.cp?.color ? (
                <Tag color={r.cp.color}>{r.cp.color}</Tag>
              ) : (
                <span style={{ color: '#999' }}>--</span>
              ),
          },
          problemTypeColumn(t),
          optionColumn(140, (r) => (
            <Space>
              <EditButton
                tip={t('Edit_Contest_Problem')}
                onClick={() => openEdit(r)}
                data-testid={`edit-cp-${r.problemId}`}
              />
              {!inGroup && (
                <TipButton
                  tip={t('Edit_Problem')}
                  icon={<FormOutlined />}
                  onClick={() => navigate(`/manage/contest/${cid}/problem/${r.id}/edit`)}
                />
              )}
              <DeleteButton
                confirm={t('Remove_Contest_Problem_Tips')}
                tip={t('Remove')}
                onConfirm={() => act(() => calls.removeProblem(cid, r.id), 'Delete_successfully')}
              />
            </Space>
          )),
        ]}
      />

      <EditDialog<RowForm>
        form={form}
        formName="contest-problem"
        open={editing !== null}
        title={t('Edit_Contest_Problem')}
        onOk={() => void saveEdit()}
        onCancel={() => setEditing(null)}
      >
        <Form.Item
          name="displayId"
          label={t('Contest_Display_ID')}
          rules={[{ required: true, whitespace: true, message: t('Contest_Problem_Display_Id_Required') }]}
        >
          <Input maxLength={20} data-testid="cp-display-id" />
        </Form.Item>
        <Form.Item name="displayTitle" label={t('Contest_Display_Title')}>
          <Input maxLength={255} data-testid="cp-display-title" />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('Balloon_Color')}
          getValueFromEvent={(c: { toHexString: () => string } | null) => (c ? c.toHexString() : null)}
        >
          <ColorPicker
            allowClear
            showText
            presets={[{ label: t('Balloon_Color'), colors: BALLOON_COLOR_PRESETS }]}
          />
        </Form.Item>
      </EditDialog>

      {pickerOpen && (
        <PublicPicker
          calls={calls}
          cid={cid}
          problemType={contest.data?.type ?? ProblemType.ACM}
          onClose={() => setPickerOpen(false)}
        />
      )}
      {fromGroup && calls.addFromGroup && (
        <Modal
          open
          title={t('Add_From_Group_Problem')}
          okText={t('OK')}
          cancelText={t('Cancel')}
          okButtonProps={{ disabled: !fromGroup.problemId.trim() || !fromGroup.displayId.trim() }}
          onCancel={() => setFromGroup(null)}
          onOk={() =>
            act(async () => {
              await calls.addFromGroup!(cid, fromGroup.problemId.trim(), fromGroup.displayId.trim());
              setFromGroup(null);
            }, 'Add_Successfully')
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              addonBefore={t('Group_Problem_Display_Id')}
              value={fromGroup.problemId}
              onChange={(e) => setFromGroup({ ...fromGroup, problemId: e.target.value })}
              data-testid="group-problem-id"
            />
            <Input
              addonBefore={t('Contest_Display_ID')}
              value={fromGroup.displayId}
              maxLength={20}
              onChange={(e) => setFromGroup({ ...fromGroup, displayId: e.target.value })}
              data-testid="group-display-id"
            />
          </Space>
        </Modal>
      )}
    </SubpageCard>
  );
}

/** The public picker with the display id the next problem is added under (typed above the list). */
function PublicPicker({
  calls,
  cid,
  problemType,
  onClose,
}: {
  calls: ContestCalls;
  cid: number;
  problemType: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [displayId, setDisplayId] = useState('');
  const problemsKey = [...calls.key, 'contest-problems', cid];
  const act = useAct(problemsKey);
  const add = async (p: AdminProblem) => {
    if (!displayId.trim()) {
      toast.error(t('Contest_Problem_Display_Id_Required'));
      return;
    }
    await act(async () => {
      await calls.addFromPublic(cid, p.id, displayId.trim());
      setDisplayId('');
    }, 'Add_Successfully');
  };
  return (
    <ProblemPicker<AdminProblem>
      // under problemsKey: the add refreshes the contest's problems and the candidates alike
      queryKey={[...problemsKey, 'picker', problemType]}
      read={(q) => calls.problems({ cid, problemType, ...q }).then((r) => r.problemList)}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 60 },
        { title: t('Problem_Display_ID'), dataIndex: 'problemId', width: 110 },
        { title: t('Problem_Title'), dataIndex: 'title', ellipsis: true },
      ]}
      onPick={add}
      onClose={onClose}
      searchPlaceholder={t('Admin_Problem_Search')}
      extra={
        <Input
          addonBefore={t('Contest_Display_ID')}
          value={displayId}
          onChange={(e) => setDisplayId(e.target.value)}
          maxLength={20}
          style={{ width: 240 }}
          data-testid="picker-display-id"
        />
      }
    />
  );
}
