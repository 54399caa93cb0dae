// One box of the message centre (site.md §2 "Messages"; hoj-ui "Message center"): its header with
// "Clean All", a card per message (unread dot, sender, what they did, the source and the quoted
// text, relative time, delete), paged 6 (comment, reply, like) or 8 (system, mine). Loading a page
// marks it read on the server, so the unread counters are fetched again once it has loaded.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Button, Empty, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import {
  cleanMessages,
  getNotices,
  getReminders,
  type MsgCleanType,
  type SysMsgVO,
  type UserMsgVO,
} from '../../api/message';
import type { Page } from '../../api/http';
import Markdown from '../../components/Markdown';
import TimeTip from '../../components/TimeTip';
import UserAvatar from '../../components/UserAvatar';
import { ListPager } from '../../components/ListPager';
import { toast } from '../../utils/feedback';
import './message.css';

/** Route segment → the box's list call, its clean type and its page size. */
const BOXES = {
  discuss: { list: 'comment', clean: 'Discuss', size: PAGE_SIZES.userMessages, title: 'DiscussMsg' },
  reply: { list: 'reply', clean: 'Reply', size: PAGE_SIZES.userMessages, title: 'ReplyMsg' },
  like: { list: 'like', clean: 'Like', size: PAGE_SIZES.userMessages, title: 'LikeMsg' },
  sys: { list: 'sys', clean: 'Sys', size: PAGE_SIZES.systemMessages, title: 'SysMsg' },
  mine: { list: 'mine', clean: 'Mine', size: PAGE_SIZES.systemMessages, title: 'MineMsg' },
} as const;
type BoxKey = keyof typeof BOXES;

const When = ({ at }: { at: string }) => <TimeTip at={at} className="msg-time" />;

function DeleteButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('Delete_Msg_Tips')} okText={t('OK')} cancelText={t('Cancel')} onConfirm={onConfirm}>
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('Delete')}
        data-testid="msg-delete"
      />
    </Popconfirm>
  );
}

export function ReminderCard({ m, onDelete }: { m: UserMsgVO; onDelete: () => Promise<void> }) {
  const { t } = useTranslation();
  const source = m.sourceType === 'Contest' ? 'From_the_Contest' : 'From_Discussion_Post';
  return (
    <div className="msg-card" data-testid="msg-card">
      <div className="msg-head">
        <Badge dot={!m.state}>
          <UserAvatar user={{ avatar: m.senderAvatar, username: m.senderUsername ?? '' }} size={40} />
        </Badge>
        <div className="msg-who">
          <Link
            to={`/user-home?username=${encodeURIComponent(m.senderUsername ?? '')}`}
            className="msg-sender"
          >
            {m.senderUsername}
          </Link>
          <span className="msg-action">{t(`Action_${m.action}`)}</span>
          <When at={m.gmtCreate} />
        </div>
        <DeleteButton onConfirm={onDelete} />
      </div>
      {m.sourceContent && (
        <Typography.Paragraph className="msg-content" ellipsis={{ rows: 3 }}>
          {m.sourceContent}
        </Typography.Paragraph>
      )}
      {m.quoteContent && <div className="msg-quote">{m.quoteContent}</div>}
      <div className="msg-source">
        {t(source)}
        {m.sourceTitle && (
          <>
            {': '}
            {m.url ? <Link to={m.url}>{m.sourceTitle}</Link> : m.sourceTitle}
          </>
        )}
      </div>
    </div>
  );
}

export function NoticeCard({ m, onDelete }: { m: SysMsgVO; onDelete: () => Promise<void> }) {
  return (
    <div className="msg-card" data-testid="msg-card">
      <div className="msg-head">
        <Badge dot={!m.state}>
          <span className="msg-title">{m.title}</span>
        </Badge>
        <div className="msg-who">
          <When at={m.gmtCreate} />
        </div>
        <DeleteButton onConfirm={onDelete} />
      </div>
      <Markdown>{m.content}</Markdown>
    </div>
  );
}

export default function MessageBox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const seg = useLocation().pathname.split('/').filter(Boolean)[1] as BoxKey;
  const box = BOXES[seg] ?? BOXES.discuss;
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [seg]);

  const q = useQuery<Page<UserMsgVO> | Page<SysMsgVO>>({
    queryKey: ['msg', box.list, page],
    queryFn: () =>
      box.list === 'sys' || box.list === 'mine'
        ? getNotices(box.list, page, box.size)
        : getReminders(box.list, page, box.size),
    placeholderData: keepPreviousData,
  });
  // the page just loaded is read now: the dot and the badges follow
  useEffect(() => {
    if (q.isSuccess) void queryClient.invalidateQueries({ queryKey: ['msg-unread'] });
  }, [q.isSuccess, q.dataUpdatedAt, queryClient]);

  const clean = async (id?: number) => {
    try {
      await cleanMessages(box.clean as MsgCleanType, id);
      toast.success(t('Delete_successfully'));
      const rest = (q.data?.records.length ?? 0) - 1;
      if (id !== undefined && rest <= 0 && page > 1) setPage(page - 1);
      if (id === undefined) setPage(1);
      await queryClient.invalidateQueries({ queryKey: ['msg', box.list] });
      await queryClient.invalidateQueries({ queryKey: ['msg-unread'] });
    } catch {
      /* shown by the HTTP client */
    }
  };

  const records = q.data?.records ?? [];
  return (
    <div className="msg-box" data-testid={`msg-box-${seg}`}>
      <div className="msg-box-header">
        <span className="panel-title">{t(box.title)}</span>
        <Popconfirm
          title={t('Delete_Msg_Tips')}
          okText={t('OK')}
          cancelText={t('Cancel')}
          onConfirm={() => clean()}
          disabled={!records.length}
        >
          <Button size="small" danger disabled={!records.length} data-testid="msg-clean-all">
            {t('Clean_All')}
          </Button>
        </Popconfirm>
      </div>
      {q.isError ? (
        <Result
          status="warning"
          subTitle={t('Msg_Load_Failed')}
          extra={<Button onClick={() => q.refetch()}>{t('Refresh')}</Button>}
        />
      ) : q.isLoading ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : records.length === 0 ? (
        <Empty description={t('No_Message')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size={10}>
          {box.list === 'sys' || box.list === 'mine'
            ? (records as SysMsgVO[]).map((m) => <NoticeCard key={m.id} m={m} onDelete={() => clean(m.id)} />)
            : (records as UserMsgVO[]).map((m) => (
                <ReminderCard key={m.id} m={m} onDelete={() => clean(m.id)} />
              ))}
        </Space>
      )}
      <ListPager
        className="msg-pager"
        current={page}
        pageSize={box.size}
        total={q.data?.total ?? 0}
        size="small"
        onChange={setPage}
      />
    </div>
  );
}
