// Field names of the reference's types (hoj-api-paths.md §5, §7 and §8), shared by the rows that
// send or answer them. Names are HOJ's exactly: its clients read these keys.

const list = (s: string): readonly string[] => s.split(/[\s,]+/).filter(Boolean);

// Problems, tags, languages
export const PROBLEM =
  list(`id problemId title author type judgeMode judgeCaseMode timeLimit memoryLimit stackLimit
  description input output examples isRemote source difficulty hint auth ioScore codeShare spjCode spjLanguage
  userExtraFile judgeExtraFile isRemoveEndBlank openCaseResult isUploadCase caseVersion modifiedUser isGroup gid
  applyPublicProgress isFileIO ioReadFileName ioWriteFileName gmtCreate gmtModified`);
export const PROBLEM_DTO = list(`problem samples isUploadTestCase uploadTestcaseDir judgeMode changeModeCode?
  changeJudgeCaseMode languages tags codeTemplates`);
export const PROBLEM_CASE = list('id pid input output score groupNum status gmtCreate gmtModified');
export const PROBLEM_VO = list(
  'pid problemId title difficulty type tags total ac mle tle re pe ce wa se pa score',
);
export const PROBLEM_INFO_VO = list('problem tags languages problemCount codeTemplate');
/** admin/group-problem/list fills only these fields of Problem. */
export const GROUP_APPLY_PROBLEM = list('id gid applyPublicProgress problemId title author type judgeMode');
export const TAG = list('id name color oj gid tcid gmtCreate gmtModified');
export const TAG_CLASSIFICATION = list('id name oj rank gmtCreate gmtModified');
export const LANGUAGE = list(
  'id contentType description name compileCommand template codeTemplate isSpj oj seq',
);
export const CODE_TEMPLATE = list('id pid lid code status');
export const COMPILE_DTO = list('pid code language extraFiles');

// Submissions
export const JUDGE =
  list(`submitId pid displayPid uid username submitTime status share errorMessage time memory
  score length code language cid cpid gid judger ip version oiRankScore vjudgeSubmitId vjudgeUsername vjudgePassword
  isManual gmtCreate gmtModified`);
export const JUDGE_VO =
  list(`uid submitId username pid displayPid title displayId submitTime status share time memory
  score oiRankScore length language cid cpid source judger ip isManual`);
/** The filters of a submission list, the site's and a contest's: page, mine only, problem, status, user. */
export const SUBMISSION_FILTERS = list('currentPage? limit? onlyMine? problemID? status? username?');
export const JUDGE_CASE_VO = list('judgeCaseList subTaskJudgeCaseVoList judgeCaseMode');
export const SUBMISSION_INFO_VO = list('submission codeShare');
export const SUBMIT_JUDGE_DTO = list('pid language code cid tid gid isRemote');
export const TEST_JUDGE_DTO = list('pid type code language userInput expectedOutput isRemoteJudge mode');
export const TEST_JUDGE_VO = list(
  'status time memory userInput userOutput expectedOutput stderr problemJudgeMode',
);

// Accounts and users
export const USER_INFO_VO =
  list(`uid username nickname avatar titleName titleColor email number gender school course
  signature realname github blog cfUsername roleList`);
export const USER_HOME_VO =
  list(`uid username school signature nickname gender github blog avatar titleName titleColor
  total rating scoreList solvedList solvedGroupByDifficulty recentLoginTime`);
export const CHANGE_ACCOUNT_VO = list('code msg userInfo');
/**
 * The profile fields of UserInfoVO that HOJ's settings page and contest entry dialog send to
 * change-userInfo; the client drops empty values, so each may be absent.
 */
export const USER_INFO_EDIT = list(
  'nickname? realname? gender? school? course? number? signature? github? blog? cfUsername?',
);
export const USER_ROLES_VO =
  list(`uid username password nickname school course number gender realname cfUsername
  github blog email avatar titleName titleColor signature status gmtCreate gmtModified roles`);
export const ADMIN_EDIT_USER_DTO = list(
  'uid username realname email password setNewPwd type status titleName titleColor',
);
export const SESSION = list('id uid userAgent ip gmtCreate gmtModified');

// Configuration
export const WEBSITE_CONFIG =
  list(`baseUrl name shortName register recordName recordUrl description email projectName
  projectUrl openPublicDiscussion openGroupDiscussion openContestComment`);
export const WEB_CONFIG_DTO = list(
  'baseUrl name shortName description register recordName recordUrl projectName projectUrl',
);
export const EMAIL_CONFIG_DTO = list('emailHost emailPassword emailPort emailUsername emailBGImg emailSsl');
export const DB_AND_REDIS_CONFIG_DTO = list(
  'dbName dbHost dbPort dbUsername dbPassword redisHost redisPort redisPassword',
);
const REMOTE_OJS = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'];
export const SWITCH_CONFIG_DTO: readonly string[] = [
  ...list(`openPublicDiscussion openGroupDiscussion openContestComment openPublicJudge openGroupJudge openContestJudge
    hideNonContestSubmissionCode defaultSubmitInterval defaultCreateGroupDailyLimit defaultCreateGroupLimit
    defaultCreateGroupACInitValue defaultCreateDiscussionDailyLimit defaultCreateDiscussionACInitValue
    defaultCreateCommentACInitValue`),
  ...REMOTE_OJS.map((oj) => `${oj}UsernameList`),
  ...REMOTE_OJS.map((oj) => `${oj}PasswordList`),
];

// Announcements and notices
export const ANNOUNCEMENT = list('id title content uid status gid gmtCreate gmtModified');
export const ANNOUNCEMENT_VO = list('id title content uid username status gmtCreate gmtModified');
export const ANNOUNCEMENT_DTO = list('cid announcement');
export const ADMIN_SYS_NOTICE = list('id title content type state recipientId adminId gmtCreate gmtModified');
export const ADMIN_SYS_NOTICE_VO = list('id title content type state adminUsername gmtCreate gmtModified');
export const USER_MSG_VO =
  list(`id action sourceId sourceType sourceTitle sourceContent quoteId quoteType quoteContent
  url state senderId senderUsername senderAvatar gmtCreate`);
export const SYS_MSG_VO = list('id title content adminId type state gmtCreate');
export const UNREAD_COUNT_VO = list('comment reply like sys mine');

// Contests
export const ADMIN_CONTEST_VO =
  list(`id uid author title type description source auth pwd startTime endTime duration
  sealRank sealRankTime autoRealRank status visible openPrint openAccountLimit accountLimitRule rankShowName starAccount
  openRank oiRankScoreType gid awardType awardConfigList allowEndSubmit gmtCreate gmtModified`);
/** The contest entity: AdminContestVO with starAccount and awardConfig as JSON strings, plus isGroup. */
export const CONTEST: readonly string[] = [
  ...ADMIN_CONTEST_VO.map((f) => (f === 'awardConfigList' ? 'awardConfig' : f)),
  'isGroup',
];
export const CONTEST_VO =
  list(`id author title type description status source auth now startTime endTime duration
  sealRank openPrint sealRankTime rankShowName openRank oiRankScoreType count gid allowEndSubmit`);
export const CONTEST_PROBLEM = list('id displayId cid pid displayTitle color gmtCreate gmtModified');
export const CONTEST_PROBLEM_VO = list('id displayId cid pid displayTitle color ac total');
export const CONTEST_RECORD =
  list(`id cid uid pid cpid displayId submitId username realname status submitTime time
  score useTime firstBlood checked gmtCreate gmtModified`);
export const CONTEST_RANK_DTO =
  list(`cid currentPage limit forceRefresh removeStar keyword containsEnd concernedList
  externalCidList`);
export const ACM_CONTEST_RANK_VO =
  list(`rank isWinAward awardName awardBackground awardColor uid username realname
  nickname school gender avatar totalTime total ac submissionInfo`);
export const OI_CONTEST_RANK_VO =
  list(`rank isWinAward awardName awardBackground awardColor uid username realname
  nickname gender avatar school totalScore totalTime submissionInfo timeInfo`);
export const CONTEST_PRINT = list('id cid username realname content status gmtCreate gmtModified');
export const CONTEST_SCROLL_BOARD_INFO = list(
  'id rankShowName problemCount balloonColor startTime sealRankTime starUserList',
);
export const CONTEST_SCROLL_BOARD_SUBMISSION = list(
  'uid username nickname realname school avatar gender submitId status submitTime displayId',
);

// Trainings
export const TRAINING = list('id title description author auth privatePwd status rank isGroup gid');
export const TRAINING_DTO = list('training trainingCategory');
export const TRAINING_VO =
  list(`id title description author auth categoryName categoryColor rank problemCount acCount
  gid gmtModified`);
export const TRAINING_CATEGORY = list('id name color gid');
export const TRAINING_PROBLEM = list('id tid pid displayId rank');
export const TRAINING_PROBLEM_DTO = list('pid tid displayId');
export const TRAINING_RANK_VO = list(
  'uid username realname nickname school gender avatar ac totalRunTime submissionInfo',
);

// Ranks
export const ACM_RANK_VO = list(
  'uid username nickname signature avatar titleName titleColor total ac rating',
);
export const OI_RANK_VO = list('uid username nickname signature avatar titleName titleColor total ac score');

// Discussions and comments
export const DISCUSSION =
  list(`id categoryId title description content pid uid author avatar role viewNum likeNum
  commentNum topPriority status gid gmtCreate gmtModified`);
export const DISCUSSION_VO =
  list(`id categoryId categoryName title description content pid uid author avatar titleName
  titleColor role viewNum likeNum hasLike topPriority gid status gmtCreate gmtModified`);
export const DISCUSSION_REPORT = list('id did reporter content status gmtCreate gmtModified');
export const DISCUSSION_REPORT_VO: readonly string[] = [
  ...DISCUSSION_REPORT,
  ...list('gid discussionTitle discussionAuthor'),
];
export const CATEGORY = list('id name');
export const COMMENT = list('id cid did content fromUid fromName fromAvatar fromRole likeNum status');
export const COMMENT_VO =
  list(`id content fromUid fromName fromAvatar fromRole fromTitleName fromTitleColor likeNum
  totalReplyNum gmtCreate replyList`);
export const REPLY_VO =
  list(`id commentId fromUid fromName fromAvatar fromRole fromTitleName fromTitleColor toUid
  toName toAvatar content status gmtCreate gmtModified`);
export const REPLY_DTO = list('reply did quoteId quoteType');

// Groups
export const GROUP = list(
  'id avatar name shortName brief description owner uid auth visible status code gmtCreate gmtModified',
);
export const GROUP_VO = list(
  'id avatar owner name shortName brief description auth visible memberCount gmtCreate',
);
export const GROUP_MEMBER = list('id gid uid auth reason gmtCreate gmtModified');
export const GROUP_MEMBER_VO = list('id gid uid username auth reason gmtCreate gmtModify');

/** Fields every variant shares, for answers that are one of several shapes (ACM or OI rows). */
export const common = (...variants: readonly (readonly string[])[]): readonly string[] =>
  variants[0].filter((f) => variants.every((v) => v.includes(f)));
