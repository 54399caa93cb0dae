// Group members (groups-accounts-admin.md §2, §4, §6): the member table (real names for group
// admins); for group admins the applications (approve / refuse) and level changes and removal under
// the level rules (policies/group.ts mayChangeMemberAuth / mayRemoveMember; the server checks too).
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Grid, Select, Space, Table, Tag, Input, Modal } from 'antd';
import { toast } from '../../utils/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MemberAuth, mayChangeMemberAuth, mayRemoveMember } from '@judge/shared';
import { GROUP_MEMBER_LIMIT } from '@judge/shared/schemas/group';
import { getApplyList, getMemberList, removeMember, updateMember, type GroupMemberVO } from '../../api/group';
import { useGroup } from '../../components/group/useGroup';
import { useSession } from '../../stores/session';
import { usePagedQuery } from '../../utils/usePagedQuery';
import { actionColumn } from '../../components/actionColumn';
import { DATE_SECOND } from '../../constants';

const fmt = (v: string) => dayjs(v).format(DATE_SECOND);
const AUTH_KEYS: Record<number, string> = {
  1: 'Group_Applying',
  2: 'Group_Refused',
  3: 'Group_General_Member',
  4: 'Group_Admin',
  5: 'Group_Root',
};
const AUTH_COLORS: Record<number, string> = { 1: 'orange', 2: 'default', 3: 'blue', 4: 'purple', 5: 'red' };

export default function GroupMembers() {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const qc = useQueryClient();
  const { actor } = useSession();
  const g = useGroup();
  const [keyword, setKeyword] = useState('');
  const {
    page,
    setPage,
    list: members,
  } = usePagedQuery(['group', g.gid, 'members', keyword], GROUP_MEMBER_LIMIT, (q) =>
    getMemberList({ gid: g.gid, ...q, keyword: keyword || undefined }),
  );
  const {
    page: applyPage,
    setPage: setApplyPage,
    list: applies,
  } = usePagedQuery(
    ['group', g.gid, 'applies'],
    GROUP_MEMBER_LIMIT,
    (q) => getApplyList({ gid: g.gid, ...q }),
    g.admin,
  );
  const refresh = () => qc.invalidateQueries({ queryKey: ['group', g.gid] });
  const change = useMutation({
    mutationFn: (v: { uid: string; auth: number }) => updateMember({ gid: g.gid, ...v }),
    onSuccess: () => {
      toast.success(t('Update_Successfully'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (uid: string) => removeMember(g.gid, uid),
    onSuccess: () => {
      toast.success(t('Delete_successfully'));
      void refresh();
    },
  });

  const may = (m: GroupMemberVO, to: number) =>
    !!g.group && mayChangeMemberAuth(actor, g.group, g.level, { uid: m.uid, level: m.auth }, to).ok;
  const confirmRemove = (m: GroupMemberVO) =>
    Modal.confirm({
      title: t('Warning'),
      content: t('Delete_Member_Tips'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(m.uid),
    });

  const columns = (applications: boolean) => [
    {
      title: t('Username'),
      dataIndex: 'username',
      render: (v: string) => <Link to={`/user-home?username=${encodeURIComponent(v)}`}>{v}</Link>,
    },
    ...(g.admin ? [{ title: t('Group_Realname'), dataIndex: 'realname', width: 120 }] : []),
    ...(applications && g.admin
      ? [{ title: t('Group_Apply_Reason'), dataIndex: 'reason', ellipsis: true }]
      : []),
    {
      title: t(applications ? 'Group_Apply_Time' : 'Group_Join_Time'),
      dataIndex: 'gmtCreate',
      width: 170,
      render: fmt,
    },
    { title: t('Group_Change_Time'), dataIndex: 'gmtModify', width: 170, render: fmt },
    {
      title: t('Group_Member_Auth'),
      dataIndex: 'auth',
      width: 190,
      render: (a: number, m: GroupMemberVO) => {
        const choices = (applications ? [1, 2, 3] : [3, 4, 5]).filter((to) => to === a || may(m, to));
        return choices.length > 1 ? (
          <Select
            size="small"
            value={a}
            style={{ width: 150 }}
            onChange={(to) => change.mutate({ uid: m.uid, auth: to })}
            options={choices.map((to) => ({ value: to, label: t(AUTH_KEYS[to]) }))}
            data-testid={`group-member-auth-${m.username}`}
          />
        ) : (
          <Tag color={AUTH_COLORS[a]}>{t(AUTH_KEYS[a])}</Tag>
        );
      },
    },
    ...(g.admin
      ? [
          actionColumn(
            t,
            (m: GroupMemberVO) => (
              <Space size={4}>
                {applications && m.auth === MemberAuth.APPLYING && may(m, MemberAuth.MEMBER) && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => change.mutate({ uid: m.uid, auth: MemberAuth.MEMBER })}
                    data-testid={`group-approve-${m.username}`}
                  >
                    {t('Group_Approve')}
                  </Button>
                )}
                {g.group && mayRemoveMember(actor, g.group, g.level, { uid: m.uid, level: m.auth }).ok && (
                  <Button
                    size="small"
                    danger
                    onClick={() => confirmRemove(m)}
                    data-testid={`group-remove-${m.username}`}
                  >
                    {t('Delete')}
                  </Button>
                )}
              </Space>
            ),
            applications ? 170 : 90,
          ),
        ]
      : []),
  ];

  return (
    <div className="group-stack">
      <Card
        title={t('Group_Member')}
        extra={
          <Input.Search
            allowClear
            size="small"
            placeholder={t('Enter_keyword')}
            style={{ width: narrow ? 140 : 220 }}
            onSearch={(v) => {
              setPage(1);
              setKeyword(v.trim());
            }}
          />
        }
        data-testid="group-members"
      >
        <Table<GroupMemberVO>
          rowKey="id"
          size="middle"
          loading={members.isFetching}
          dataSource={members.data?.records ?? []}
          scroll={{ x: narrow ? 760 : undefined }}
          pagination={{
            current: page,
            pageSize: GROUP_MEMBER_LIMIT,
            total: members.data?.total ?? 0,
            onChange: setPage,
          }}
          columns={columns(false)}
        />
      </Card>
      {g.admin && (
        <Card title={t('Group_Applications')} data-testid="group-applications">
          <Table<GroupMemberVO>
            rowKey="id"
            size="middle"
            loading={applies.isFetching}
            dataSource={applies.data?.records ?? []}
            scroll={{ x: narrow ? 900 : undefined }}
            pagination={{
              current: applyPage,
              pageSize: GROUP_MEMBER_LIMIT,
              total: applies.data?.total ?? 0,
              onChange: setApplyPage,
            }}
            columns={columns(true)}
          />
        </Card>
      )}
    </div>
  );
}
