// What the site's discussion list and a group's discussion tab share: the feed of cards with its
// loading, failed and empty states and its pager, the Edit/Delete menu of a card, the confirmation
// before a delete, the category list, and the state of the post/edit dialog (an edited post is
// read in full first, as lists blank its body).
import { useState, type ReactNode } from 'react';
import { Button, Card, Empty, Modal, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { ListPager } from '../../components/ListPager';
import {
  getDiscussionCategories,
  getDiscussionDetail,
  type DiscussionRow,
  type DiscussionVO,
} from '../../api/discussion';

/** The cards of a page of discussions, or what stands in for them, and the pager when there is more than one page. */
export function DiscussionFeed({
  list,
  cards,
  page,
  onPage,
}: {
  list: { isLoading: boolean; isError: boolean; refetch: () => unknown; data?: { total: number } };
  cards: ReactNode[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = list.data?.total ?? 0;
  return (
    <>
      {list.isLoading ? (
        <Card style={{ marginTop: 16 }}>
          <Skeleton active />
        </Card>
      ) : list.isError ? (
        <Card style={{ marginTop: 16 }}>
          <Empty description={t('Discussion_Load_Failed')}>
            <Button onClick={() => list.refetch()}>{t('Refresh')}</Button>
          </Empty>
        </Card>
      ) : cards.length === 0 ? (
        <Card style={{ marginTop: 16 }}>
          <Empty description={t('No_Discussion')} />
        </Card>
      ) : (
        cards
      )}
      <ListPager
        style={{ marginTop: 16, textAlign: 'center' }}
        current={page}
        pageSize={PAGE_SIZES.discussions}
        total={total}
        onChange={onPage}
      />
    </>
  );
}

/** A card's menu: Edit and Delete, each only where the caller may. */
export function discussionMenu(
  t: TFunction,
  may: { edit: boolean; remove: boolean },
  onEdit: () => void,
  onRemove: () => void,
) {
  return [
    ...(may.edit ? [{ key: 'edit', icon: <EditOutlined />, label: t('Edit'), onClick: onEdit }] : []),
    ...(may.remove ? [{ key: 'delete', danger: true, label: t('Delete'), onClick: onRemove }] : []),
  ];
}

/** Asks before deleting a discussion; `onOk` deletes it. */
export function confirmDiscussionDelete(t: TFunction, onOk: () => Promise<unknown>) {
  Modal.confirm({
    title: t('Warning'),
    content: t('Delete_Discussion_Tips'),
    okType: 'danger',
    onOk,
  });
}

/** The discussion categories (one cached list for the category card and every post/edit dialog). */
export function useDiscussionCategories() {
  return useQuery({ queryKey: ['discussion', 'categories'], queryFn: getDiscussionCategories });
}

/** The post/edit dialog's state: closed, a new post, or a post read in full for editing. */
export function useDiscussionEditor() {
  const [editor, setEditor] = useState<{ open: boolean; editing: DiscussionVO | null }>({
    open: false,
    editing: null,
  });
  const close = () => setEditor({ open: false, editing: null });
  return {
    ...editor,
    openNew: () => setEditor({ open: true, editing: null }),
    openEdit: async (d: DiscussionRow) => {
      try {
        setEditor({ open: true, editing: await getDiscussionDetail(d.id) });
      } catch {
        // shown by the client
      }
    },
    close,
    /**
     * The dialog's props: a new post is about `pid` (the page's problem), an edited one keeps its
     * own; a save closes it and then runs `onSaved` (the list's refresh).
     */
    dialog: (pid: string | null, onSaved: () => unknown) => ({
      open: editor.open,
      editing: editor.editing,
      pid: editor.editing ? editor.editing.pid : pid,
      onClose: close,
      onSaved: () => {
        close();
        void onSaved();
      },
    }),
  };
}
