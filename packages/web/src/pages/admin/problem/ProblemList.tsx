// Admin problem list: search, paging 10, change auth with confirmation, edit, delete, test data,
// remote import. In group mode (the problem tab's admin view of /group/:groupID/problem, for the
// group's admins) the same table lists the group's problems through the group's calls: auth is
// the group's two (members / hidden), edit opens the editor in group mode, and each row's edit,
// auth and delete are for those who manage that problem (its author while a group admin, the
// group's roots, the site root: canManageGroupProblem), as the server checks.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { CloudDownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ProblemAuth, canManageAllProblems, canManageGroupProblem } from '@judge/shared';
import {
  changeProblemAuth,
  deleteProblem,
  downloadFile,
  type AdminProblem,
} from '../../../api/admin-problem';
import { applyGroupProblemPublic, changeGroupProblemAuth, deleteGroupProblem } from '../../../api/group';
import { ApplyProgress } from '@judge/shared/schemas/problem-manage';
import { useGroup } from '../../../components/group/useGroup';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import {
  AddButton,
  DeleteButton,
  EditButton,
  TipButton,
  ToolbarCard,
  useOptionColumn,
} from '../../../components/admin/AdminList';
import { problemTypeColumn } from '../../../components/admin/problemColumns';
import { AUTH_OPTIONS, authSelectOptions } from './edit/problemForm';
import RemoteImportDialog from '../../../components/remote/RemoteImportDialog';
import { ProblemSearch, useAdminProblemPage } from './useAdminProblemPage';
import { DATE_MINUTE } from '../../../constants';

export default function ProblemList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const group = useGroup();
  const gid = useParams().groupID != null ? group.gid : null;
  // Deleting and making public are for those who manage every problem, not only their own.
  const canDelete = canManageAllProblems(actor);
  /** Group mode: may the caller edit, change or delete this row? (Back office: the server's rules per call.) */
  const mayManage = (p: AdminProblem) =>
    gid == null || canManageGroupProblem(actor, p, group.siteRoot ? 0 : group.level);
  const [keyword, setKeyword] = useState('');
  const [remoteOpen, setRemoteOpen] = useState(false);
  const optionColumn = useOptionColumn();

  const { list, searchFor, pagination } = useAdminProblemPage([], true, gid);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: gid == null ? ['admin', 'problems'] : ['group', gid] });
  const editPath = (p: AdminProblem) =>
    gid == null ? `/manage/problem/edit/${p.id}` : `/group/${gid}/problem/edit/${p.id}`;
  const authOptions =
    gid == null
      ? authSelectOptions(t, canDelete)
      : authSelectOptions(t, true).filter((o) => o.value !== ProblemAuth.CONTEST);

  const authChange = (p: AdminProblem, auth: number) =>
    Modal.confirm({
      title: t('Change_Problem_Auth'),
      content: t('Change_Problem_Auth_Confirm', {
        id: p.problemId,
        auth: t(AUTH_OPTIONS.find((o) => o.value === auth)!.key),
      }),
      okText: t('OK'),
      cancelText: t('Cancel'),
      onOk: async () => {
        await (gid == null ? changeProblemAuth(p.id, auth) : changeGroupProblemAuth(p.id, auth));
        toast.success(t('Update_Successfully'));
        await refresh();
      },
    });
  const remove = useMutation({
    mutationFn: (pid: number) => (gid == null ? deleteProblem(pid) : deleteGroupProblem(pid)),
    onSuccess: async () => {
      toast.success(t('Delete_successfully'));
      await refresh();
    },
  });
  const applyPublic = async (p: AdminProblem, isApplied: boolean) => {
    try {
      await applyGroupProblemPublic(p.id, isApplied);
      toast.success(t('Update_Successfully'));
      await refresh();
    } catch {
      /* shown by the HTTP client */
    }
  };
  /** Group mode: the row's application to the public set (groups-accounts-admin.md applyPublicProgress). */
  const applyCell = (p: AdminProblem) => {
    if (p.applyPublicProgress === ApplyProgress.ACCEPTED)
      return <Tag color="success">{t('Group_Problem_Public')}</Tag>;
    const applying = p.applyPublicProgress === ApplyProgress.APPLYING;
    return (
      <Space size={4} wrap>
        {applying && <Tag color="warning">{t('Group_Applying')}</Tag>}
        {p.applyPublicProgress === ApplyProgress.REFUSED && <Tag color="error">{t('Group_Refused')}</Tag>}
        {mayManage(p) && (
          <Popconfirm
            title={t(applying ? 'Group_Problem_Withdraw_Apply_Tips' : 'Group_Problem_Apply_Public_Tips')}
            okText={t('OK')}
            cancelText={t('Cancel')}
            onConfirm={() => applyPublic(p, !applying)}
          >
            <Button size="small" data-testid={`apply-public-${p.problemId}`}>
              {t(applying ? 'Group_Problem_Withdraw_Apply' : 'Group_Problem_Apply_Public')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    );
  };
  const download = async (p: AdminProblem) => {
    try {
      await downloadFile(`/api/file/download-testcase?pid=${p.id}`, `problem_${p.problemId}_testcase.zip`);
      toast.success(t('Download_Testcase_Success'));
    } catch {
      /* shown by the HTTP client */
    }
  };

  return (
    <ToolbarCard
      title={t('Problem_List')}
      toolbar={
        gid != null ? (
          <AddButton
            onClick={() => navigate(`/group/${gid}/problem/create`)}
            data-testid="group-problem-admin-create"
          >
            {t('Create_Problem')}
          </AddButton>
        ) : (
          <Space wrap>
            <ProblemSearch
              width={240}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onSearch={searchFor}
              data-testid="problem-search"
            />
            <AddButton onClick={() => navigate('/manage/problem/create')}>{t('Create_Problem')}</AddButton>
            <Button icon={<ImportOutlined />} onClick={() => setRemoteOpen(true)}>
              {t('Import_Remote_Problem')}
            </Button>
            <Button onClick={() => navigate('/manage/problem/language')}>{t('Language_List')}</Button>
          </Space>
        )
      }
      testId={gid == null ? undefined : 'group-problem-admin'}
    >
      <Table<AdminProblem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 900 }}
        pagination={pagination}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Problem_Display_ID'), dataIndex: 'problemId', width: 120 },
          { title: t('Problem_Title'), dataIndex: 'title', ellipsis: true },
          { title: t('Problem_Author'), dataIndex: 'author', width: 120 },
          problemTypeColumn(t),
          {
            title: t('Problem_Created'),
            dataIndex: 'gmtCreate',
            width: 160,
            render: (v: string) => dayjs(v).format(DATE_MINUTE),
          },
          {
            title: t('Problem_Auth'),
            dataIndex: 'auth',
            width: 130,
            render: (v: number, p) => (
              <Select
                size="small"
                value={v}
                style={{ width: 110 }}
                onChange={(auth) => authChange(p, auth)}
                options={authOptions}
                disabled={!mayManage(p)}
                data-testid={`auth-${p.problemId}`}
              />
            ),
          },
          ...(gid == null
            ? []
            : [
                {
                  title: t('Group_Problem_Apply_Public'),
                  key: 'applyPublic',
                  width: 170,
                  render: (_: unknown, p: AdminProblem) => applyCell(p),
                },
              ]),
          optionColumn(150, (p) => (
            <Space>
              <EditButton
                disabled={!mayManage(p)}
                onClick={() => navigate(editPath(p))}
                data-testid={`edit-${p.problemId}`}
              />
              {/* a group problem's test data: its author and the site root (the download's rule) */}
              {(gid == null || group.siteRoot || p.author === actor?.username) && (
                <TipButton
                  tip={t('Download_Testcase')}
                  icon={<CloudDownloadOutlined />}
                  onClick={() => void download(p)}
                />
              )}
              {(gid == null ? canDelete : mayManage(p)) && (
                <DeleteButton
                  confirm={t('Delete_Problem_Confirm', { id: p.problemId })}
                  onConfirm={() => remove.mutate(p.id)}
                />
              )}
            </Space>
          )),
        ]}
      />
      {gid == null && (
        <RemoteImportDialog
          open={remoteOpen}
          onClose={() => setRemoteOpen(false)}
          onImported={() => void refresh()}
        />
      )}
    </ToolbarCard>
  );
}
