// Back-office contest list (groups-accounts-admin.md §2, hoj-ui "Contests"): search, paging 10,
// visibility switch, and per row edit / problems / announcements / clone / delete. What a row
// allows comes from the shared contest policies, so the buttons match what the server accepts.
// In group mode (the contest tab's admin view, /group/:groupID/contest/admin) the same table lists
// the group's contests through the group's calls (contestCalls.ts); clone is the back office's
// only. Each row opens the download dialog of the contest's accepted code.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal, Space, Tag, Tooltip } from 'antd';
import { CopyOutlined, DownloadOutlined, NotificationOutlined, OrderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  CONTEST_AUTH_INFO,
  CONTEST_STATUS_INFO,
  ContestType,
  type ContestAuthValue,
  type ContestStatusValue,
} from '@judge/shared';
import { cloneContest, type ContestEntityVO } from '../../../api/contest';
import { useContestCalls } from './contestCalls';
import { useSession } from '../../../stores/session';
import {
  AddButton,
  ConfirmButton,
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
import { useBilingual } from '../../problem/common';
import { switchColumn } from '../../../components/admin/switchColumn';
import AcCodeDownload from '../../../components/contest/AcCodeDownload';
import { DATE_MINUTE } from '../../../constants';

const AUTH_COLORS = { success: 'green', error: 'red', warning: 'orange' } as const;

export default function ContestList() {
  const { t } = useTranslation();
  const label = useBilingual();
  const navigate = useNavigate();
  const { actor } = useSession();
  const calls = useContestCalls();
  const inGroup = calls.gid != null;
  const { searchBox, table } = useSearchedList([...calls.key, 'admin-contests'], calls.list);
  const optionColumn = useOptionColumn();
  /** The contest whose accepted-code download dialog is open. */
  const [acFor, setAcFor] = useState<ContestEntityVO | null>(null);
  const act = useAct(calls.key);

  const toolbar = (
    <Space wrap>
      {!inGroup && (
        <SearchBox placeholder={t('Admin_Contest_Search')} {...searchBox} data-testid="contest-search" />
      )}
      <AddButton
        onClick={() => navigate(inGroup ? `/group/${calls.gid}/contest/create` : '/manage/contest/create')}
      >
        {t('Create_Contest')}
      </AddButton>
    </Space>
  );

  return (
    <ToolbarCard title={t('Contest_List')} toolbar={toolbar} testId="contest-admin">
      <PagedTable<ContestEntityVO>
        {...table}
        empty={t('No_contest')}
        scroll={{ x: 1000 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('Contest_Title'),
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, c) => (
              <Tooltip title={v}>
                <a href={`/contest/${c.id}`} target="_blank" rel="noreferrer">
                  {v}
                </a>
              </Tooltip>
            ),
          },
          {
            title: t('Contest_Type'),
            dataIndex: 'type',
            width: 80,
            render: (v: number) =>
              v === ContestType.OI ? <Tag color="orange">OI</Tag> : <Tag color="blue">ACM</Tag>,
          },
          {
            title: t('Contest_Auth'),
            dataIndex: 'auth',
            width: 100,
            render: (v: number) => {
              const info = CONTEST_AUTH_INFO[v as ContestAuthValue];
              return info ? <Tag color={AUTH_COLORS[info.tagType]}>{label(info.label)}</Tag> : v;
            },
          },
          {
            title: t('Contest_Status'),
            dataIndex: 'status',
            width: 100,
            render: (v: number) => {
              const info = CONTEST_STATUS_INFO[v as ContestStatusValue];
              return <Tag color={info.color}>{label(info.label)}</Tag>;
            },
          },
          switchColumn({
            title: t('Visible'),
            dataIndex: 'visible',
            width: 80,
            set: (c, on) => act(() => calls.setVisible(c, on), 'Update_Successfully'),
            disabled: (c) => !calls.mayManage(actor, c),
            testId: (c) => `visible-${c.id}`,
          }),
          {
            title: t('Contest_Info'),
            key: 'info',
            width: 230,
            render: (_: unknown, c) => (
              <div style={{ fontSize: 12, lineHeight: '18px' }}>
                <div>
                  {t('Contest_Start_Time')}: {dayjs(c.startTime).format(DATE_MINUTE)}
                </div>
                <div>
                  {t('Contest_End_Time')}: {dayjs(c.endTime).format(DATE_MINUTE)}
                </div>
                <div>
                  {t('Contest_Creator')}: {c.author}
                </div>
              </div>
            ),
          },
          optionColumn(220, (c) => {
            const mine = calls.mayManage(actor, c);
            return (
              <Space size={4} wrap>
                <EditButton
                  disabled={!mine}
                  onClick={() => navigate(calls.paths.edit(c.id))}
                  data-testid={`edit-contest-${c.id}`}
                />
                <TipButton
                  tip={t('Contest_Problem_List')}
                  icon={<OrderedListOutlined />}
                  disabled={!mine}
                  onClick={() => navigate(calls.paths.problems(c.id))}
                  data-testid={`problems-${c.id}`}
                />
                <TipButton
                  tip={t('Contest_Announcement')}
                  icon={<NotificationOutlined />}
                  disabled={!mine}
                  onClick={() => navigate(calls.paths.announcements(c.id))}
                  data-testid={`announcements-${c.id}`}
                />
                <TipButton
                  tip={t('Ops_Export_AC_Code')}
                  icon={<DownloadOutlined />}
                  disabled={!mine}
                  onClick={() => setAcFor(c)}
                  data-testid={`ac-code-${c.id}`}
                />
                {!inGroup && (
                  <ConfirmButton
                    confirm={t('Clone_Contest_Tips')}
                    tip={t('Clone')}
                    icon={<CopyOutlined />}
                    disabled={!mine}
                    onConfirm={() => act(() => cloneContest(c.id), 'Clone_Successfully')}
                  />
                )}
                {calls.mayDelete(actor, c) && (
                  <DeleteButton
                    confirm={t('Delete_Contest_Tips')}
                    onConfirm={() => act(() => calls.remove(c.id), 'Delete_successfully')}
                  />
                )}
              </Space>
            );
          }),
        ]}
      />
      <Modal
        open={acFor != null}
        title={`${t('Ops_Export_AC_Code')}${acFor ? ` · ${acFor.title}` : ''}`}
        footer={null}
        onCancel={() => setAcFor(null)}
        destroyOnHidden
      >
        {acFor && <AcCodeDownload cid={acFor.id} />}
      </Modal>
    </ToolbarCard>
  );
}
