// Site-wide routes (site.md §2): login home, account pages, ranks, discussion, about, messages,
// announcements and the not-found page.
import { Navigate, type RouteObject } from 'react-router';
import type { AccessSwitch, RouteMeta } from '../meta';
import { el, lazyPage, page, shell } from './helpers';

const LoginHome = lazyPage(() => import('../../pages/account/LoginHome'));
const Home = lazyPage(() => import('../../pages/home/Home'));
const NotFound = lazyPage(() => import('../../pages/NotFound'));
const Introduction = lazyPage(() => import('../../pages/about/Introduction'));
const Developer = lazyPage(() => import('../../pages/about/Developer'));
const Logout = lazyPage(() => import('../../pages/account/Logout'));
const ResetPassword = lazyPage(() => import('../../pages/account/ResetPassword'));
const Setting = lazyPage(() => import('../../pages/account/Setting'));
const UserHome = lazyPage(() => import('../../pages/account/UserHome'));
const MessageShell = lazyPage(() => import('../../pages/message/MessageShell'));
const MessageBox = lazyPage(() => import('../../pages/message/MessageBox'));
const AnnouncementDetail = lazyPage(() => import('../../pages/announcement/AnnouncementDetail'));
const RankList = lazyPage(() => import('../../pages/rank/RankList'));

const DiscussionList = lazyPage(() => import('../../pages/discussion/DiscussionList'));
const DiscussionDetail = lazyPage(() => import('../../pages/discussion/DiscussionDetail'));
const GroupDiscussions = lazyPage(() => import('../../pages/group/GroupDiscussions'));

/**
 * Discussion list, problem discussion and detail, behind the site's or the group's switch. A
 * group has its own list (its tab); the detail is the same page, the public calls answering for
 * the group's members.
 */
export const discussionRoutes = (access: AccessSwitch): RouteObject[] => {
  const List = access === 'openPublicDiscussion' ? DiscussionList : GroupDiscussions;
  return [
    page('discussion', List, { title: 'NavBar_Discussion', access }),
    page('discussion/:problemID', List, { title: 'NavBar_Discussion', access }),
    page('discussion-detail/:discussionID', DiscussionDetail, { title: 'Discussion_Details', access }),
  ];
};

/** The login home and the first pages of a signed-in user. */
export const entryRoutes: RouteObject[] = [
  {
    index: true,
    element: el(LoginHome),
    handle: { title: 'Dialog_Login', hideFooter: true } satisfies RouteMeta,
  },
  page('login', LoginHome, { title: 'Dialog_Login', hideFooter: true }),
  // Guests see the home page too (site.md §4: anonymous users view lists); its recent-contest card
  // asks them to sign in.
  page('home', Home, { title: 'NavBar_Home' }),
];

export const accountRoutes: RouteObject[] = [
  page('reset-password', ResetPassword, { title: 'Dialog_Reset_Password' }),
  page('user-home', UserHome, { title: 'NavBar_UserHome' }),
  page('setting', Setting, { title: 'NavBar_Setting', requireAuth: true }),
  page('logout', Logout, { title: 'NavBar_Logout' }),
];

/** One page for both lists; it reads ACM or OI from the path. */
export const rankRoutes: RouteObject[] = [
  page('acm-rank', RankList, { title: 'NavBar_ACM_Rank' }),
  page('oi-rank', RankList, { title: 'NavBar_OI_Rank' }),
];

export const aboutRoutes: RouteObject[] = [
  page('introduction', Introduction, { title: 'NavBar_Introduction' }),
  page('developer', Developer, { title: 'NavBar_Developer' }),
];

export const messageRoutes: RouteObject[] = [
  shell('message', MessageShell, { title: 'Message_Center', requireAuth: true }, [
    { index: true, element: <Navigate to="discuss" replace /> },
    // one page for the five boxes; it reads its box from the path
    page('discuss', MessageBox, { title: 'DiscussMsg' }),
    page('reply', MessageBox, { title: 'ReplyMsg' }),
    page('like', MessageBox, { title: 'LikeMsg' }),
    page('sys', MessageBox, { title: 'SysMsg' }),
    page('mine', MessageBox, { title: 'MineMsg' }),
  ]),
  page('announcement/:announcementID', AnnouncementDetail, { title: 'Announcement' }),
];

/** Last: anything no other route matched. */
export const notFoundRoute: RouteObject = page('*', NotFound, { title: 'Page_Not_Found_Title' });
