// The account list of the back office: search (username, nickname, real name, e-mail), the
// admin-only filter, paging 10, edit per row, delete one or the selected ones. Rows the caller
// may not delete (itself, super admins) have their checkbox and button disabled, as the
// server refuses them (policies/user-admin.ts).
import { useState } from 'react';
import { Button, Popconfirm, Space, Switch, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ROLE_INFO, Role, canDeleteUser, isRoleId } from '@judge/shared';
import { deleteUsers, getUserList, type UserRolesVO } from '../../../api/user-admin';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import {
  DeleteButton,
  EditButton,
  ToolbarCard,
  PagedTable,
  SearchBox,
  useNarrow,
  useOptionColumn,
  useSearchedList,
} from '../../../components/admin/AdminList';
import EditUserModal from './EditUserModal';
import { DATE_MINUTE } from '../../../constants';

export const USER_LIST_KEY = ['admin', 'users'] as const;

const roleColor = (id: number) =>
  id === Role.ROOT
    ? 'red'
    : id === Role.ADMIN
      ? 'volcano'
      : id === Role.PROBLEM_ADMIN
        ? 'orange'
        : id === Role.USER
          ? 'blue'
          : 'default';

export default function UserList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const narrow = useNarrow();
  const lang = currentLanguage();
  const optionColumn = useOptionColumn();
  const [onlyAdmin, setOnlyAdmin] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserRolesVO | null>(null);

  const { searchBox, setPage, table } = useSearchedList([...USER_LIST_KEY, onlyAdmin], (q) =>
    getUserList({ ...q, onlyAdmin }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });
  const deletable = (u: UserRolesVO) =>
    canDeleteUser(actor, { uid: u.uid, role: u.roles[0]?.id ?? Role.USER }).ok;

  const remove = async (ids: string[]) => {
    try {
      await deleteUsers(ids);
      toast.success(t('Delete_successfully'));
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      await refresh();
    } catch {
      /* the HTTP client showed the server's message */
    }
  };

  const toolbar = (
    <Space wrap>
      <SearchBox
        placeholder={t('UA_Search_Placeholder')}
        width={narrow ? '100%' : 260}
        {...searchBox}
        data-testid="user-search"
      />
      <Space size={6}>
        <Switch
          checked={onlyAdmin}
          onChange={(v) => {
            setOnlyAdmin(v);
            setPage(1);
          }}
          data-testid="only-admin"
        />
        <span>{t('UA_Only_Admin')}</span>
      </Space>
      <Popconfirm
        title={t('UA_Delete_Selected_Confirm', { count: selected.length })}
        okText={t('OK')}
        cancelText={t('Cancel')}
        disabled={!selected.length}
        onConfirm={() => remove(selected)}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={!selected.length}
          data-testid="delete-selected-users"
        >
          {t('UA_Delete_Selected')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <ToolbarCard title={t('User_Admin')} toolbar={toolbar}>
      <PagedTable<UserRolesVO>
        {...table}
        empty={t('UA_No_User')}
        pages={{ showTotal: (n) => t('UA_Total', { count: n }) }}
        rowKey="uid"
        scroll={{ x: 960 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (r) => ({ disabled: !deletable(r) }),
        }}
        columns={[
          {
            title: t('Username'),
            dataIndex: 'username',
            width: 160,
            ellipsis: true,
            render: (v: string, r) => (
              <Space size={4}>
                <a href={`/user-home?username=${encodeURIComponent(v)}`} target="_blank" rel="noreferrer">
                  {v}
                </a>
                {r.titleName && (
                  <Tag color={r.titleColor ?? undefined} style={{ marginInlineEnd: 0 }}>
                    {r.titleName}
                  </Tag>
                )}
              </Space>
            ),
          },
          {
            title: t('RealName'),
            dataIndex: 'realname',
            width: 120,
            ellipsis: true,
            render: (v) => v || '-',
          },
          { title: t('UA_Email'), dataIndex: 'email', width: 200, ellipsis: true, render: (v) => v || '-' },
          {
            title: t('UA_Role'),
            key: 'role',
            width: 170,
            render: (_: unknown, r) => {
              const id = r.roles[0]?.id ?? Role.USER;
              return <Tag color={roleColor(id)}>{isRoleId(id) ? ROLE_INFO[id].label[lang] : id}</Tag>;
            },
          },
          {
            title: t('Status'),
            dataIndex: 'status',
            width: 90,
            render: (v: number) =>
              v === 1 ? (
                <Tag color="red">{t('UA_Status_Banned')}</Tag>
              ) : (
                <Tag color="green">{t('UA_Status_Normal')}</Tag>
              ),
          },
          {
            title: t('UA_Created'),
            dataIndex: 'gmtCreate',
            width: 150,
            render: (v: string) => dayjs(v).format(DATE_MINUTE),
          },
          optionColumn(100, (r) => (
            <Space size={4}>
              <EditButton onClick={() => setEditing(r)} data-testid={`edit-user-${r.username}`} />
              <DeleteButton
                confirm={t('UA_Delete_Confirm', { name: r.username })}
                disabled={!deletable(r)}
                onConfirm={() => remove([r.uid])}
              />
            </Space>
          )),
        ]}
      />
      <EditUserModal
        user={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void refresh();
        }}
      />
    </ToolbarCard>
  );
}
