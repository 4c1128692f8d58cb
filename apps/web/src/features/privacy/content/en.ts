import { SESSION_KEEP_DAYS, SESSION_SHORT_HOURS } from '@cc/shared/auth/auth.schemas';
import type { PrivacyNotice } from './sections';

/** The privacy notice in English (docs/PRIVACY.md is its source). */
export const en: PrivacyNotice = {
  title: 'Privacy notice',
  intro:
    'This notice explains which personal data this platform stores when you take part in a charity challenge, why, who can see it and how long it is kept. It describes the platform as it works; the organisation that runs it is responsible for the processing.',
  imprint: 'Imprint',
  operatorNotice: {
    text: 'The organisation that runs this platform publishes its own privacy notice.',
    link: "Open the operator's privacy notice",
  },
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible',
      blocks: [
        'The controller within the meaning of Art. 4(7) GDPR is the organisation that runs this platform and invited you to take part, named with its address and contact in the imprint. Please send questions about your data and requests to exercise your rights to that contact.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        'When you register and fill in your profile, we store:',
        [
          'your first and last name, display name, e-mail address, country and how you take part (user type); your gender and company if you give them',
          'your team, interface language, distance unit, activity type, profile photo and your privacy settings',
          'your password only as a one-way hash (argon2id) that cannot be turned back into the password',
          'the state of your account: when your e-mail address was confirmed, whether the account is active, failed sign-in attempts and a temporary lock after too many, and whether you completed your first sign-in',
          `a record of each sign-in (a hash of the session key and its expiry: ${SESSION_KEEP_DAYS} days with "keep me logged in", otherwise ${SESSION_SHORT_HOURS} hours)`,
          'for the links we e-mail you, only a hash and the expiry (confirmation 24 hours, password reset 30 minutes)',
          "where the platform offers sign-in with your company account and you use it: which company account you signed in with (your company's sign-in service and its identifier for you), whether that sign-in created your account or joined an existing one, when, and your last such sign-in; your company's service tells us your name, e-mail address and language, never your password there",
        ],
        'We need this to run your account and sign you in (Art. 6(1)(b) GDPR, the terms of use).',
      ],
    },
    {
      id: 'activities',
      title: 'Activities, photos, comments and likes',
      blocks: [
        [
          'the activities you log: challenge, day, distance (in kilometres and miles) and your note',
          'your photos: converted on upload, which removes hidden metadata such as the location (EXIF, GPS); they are only delivered at addresses that stop working within two hours',
          'the challenges you joined and when, your total distance and number of activities, from which the rankings and the challenge totals are calculated',
          'the comments you write and the likes you give',
          'fair play: an optional duration of each activity; the checks’ reasons for flagging or holding one, with the figures behind them; a fingerprint (SHA-256) of each photo and the day it was taken, read before the metadata is removed, to find a photo used twice or taken on another day; and the organiser’s decisions with their reasons, kept as a record',
        ],
        'This is the challenge itself (Art. 6(1)(b) GDPR); the fair play checks keep its totals, rankings and donations fair for everyone (Art. 6(1)(f) GDPR).',
      ],
    },
    {
      id: 'social',
      title: 'Friends, notifications and push messages',
      blocks: [
        [
          'friend requests and friendships: between whom, their state and since when',
          'your notifications: their type and text, who caused them (for example a like), and whether you have read them',
          'if you allow push messages in your browser: the address of your browser at its push service and the keys to encrypt messages for it',
        ],
        "Push messages travel encrypted through your browser maker's push service (for example Google, Mozilla, Apple or Microsoft). They need your consent (Art. 6(1)(a) GDPR), which you withdraw by blocking notifications in the browser or by signing out, which ends the subscription of that device.",
      ],
    },
    {
      id: 'visibility',
      title: 'Who sees what',
      blocks: [
        'In your profile you decide who can see your activities, and who can see the photos and comments of your posts:',
        [
          'Public: every signed-in participant',
          'Friends: your friends and you',
          'Private: only you',
        ],
        'Everyone who takes part counts in the rankings. If you are Private, others see you as "Anonymous" in rankings, friend lists, on your likes and comments and in their notifications, and cannot find you in the search. A friend request shows your name only if you are Public. A deactivated account is hidden from other participants.',
        "The platform's administrators see every account's profile data (never the password), the challenges joined and the distances, and can export them as spreadsheets. They can deactivate and delete accounts.",
      ],
    },
    {
      id: 'fundraising',
      title: 'Fundraising',
      blocks: [
        "When a challenge raises money for a cause, we store the sponsors' pledges as the organisers enter them: the sponsor's name and contact e-mail (seen by administrators only), the rate per kilometre, fixed amount, match and cap, and for a pledge on one person's kilometres that person's account; as well as the payments recorded and the settled statements.",
        'The money raised is computed from the kilometres already counted. A pledge on one person names them to others as rankings do (Private: "Anonymous"). When an account is deleted, settled statements keep the amounts but no longer the name.',
      ],
    },
    {
      id: 'communications',
      title: 'Messages from the organisers',
      blocks: [
        'Administrators can send messages as notifications in the app (with a push message) or by e-mail: to everyone, to the participants of a challenge, to chosen people or to e-mail addresses they type in. We store the message, who it is for and, per recipient, the account or e-mail address, the language and whether it was delivered. The note pinned to the newsfeed is stored too.',
        "E-mails (these messages, address confirmations, password resets) are sent through the operator's mail server.",
      ],
    },
    {
      id: 'technical',
      title: 'Technical data',
      blocks: [
        [
          "server logs: for each request the time, the address called, the result, the duration, a request number and your device's IP address; passwords, session keys and similar secrets are never written",
          'protection against abuse: the number of requests per IP address to registration, sign-in and password reset, and of comments per account, each counted for one minute',
          'if your app sends an activity again after a lost connection, the first answer, so nothing is saved twice',
          'the queue of background work (sending messages and push messages), which refers to accounts by their number only',
        ],
        'We process this data to run the platform securely (Art. 6(1)(f) GDPR). The platform uses no tracking, no analytics and no cookies, and loads nothing from other websites.',
      ],
    },
    {
      id: 'device',
      title: 'On your device',
      blocks: [
        'Your browser keeps your session key and its expiry, your account number and role, your language and the newsfeed tab you chose; for offline use, copies of pages you opened and activities you logged offline, with their photos, until they are sent. Signing out deletes all of this except the language and activities that have not been sent yet.',
      ],
    },
    {
      id: 'recipients',
      title: 'Who receives data',
      blocks: [
        'Your data is not sold or passed on for advertising. To run the platform, the operator uses service providers bound by their instructions: hosting (server, database, file storage), the mail provider and, only if you allow push messages, the push service of your browser maker, which may be located outside the EU.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep your data',
      blocks: [
        'Your account and everything in it are kept until you delete it (Profile, "Delete account") or an administrator deletes it. Deleting removes your profile, activities, photos, comments, likes, friendships, notifications, sign-ins and push subscriptions, and takes your distances out of the challenge totals and rankings. You can delete single activities, photos, your profile photo, likes and notifications yourself at any time; your comments go with your account.',
        'Once a day the platform deletes what is no longer needed, after these periods (the operator can change them and then says so in its own notice):',
        [
          'e-mail links (confirmation, password reset) and company sign-ins in progress: 24 hours after they expired',
          'sign-ins: 30 days after they expired',
          'the push subscription of a browser: once nobody has been signed in to your account for 30 days (your browser subscribes again at your next sign-in); at once when its push service reports it gone',
          'the first answer to a write your app sent again: after 24 hours',
          'the counters that protect against abuse: when their minute has ended',
          'records of background work: 7 days after the work finished',
          'notifications you have read: 180 days after you read them; unread ones stay until you delete them',
          "the record of administrators' actions, which may name your account and what changed in it: after 2 years",
        ],
        'Not deleted automatically:',
        [
          'accounts whose e-mail address was never confirmed, and deactivated accounts',
          'messages from the organisers with their list of recipients, including typed e-mail addresses, until an administrator deletes them',
          'server logs, which the operator keeps as long as their hosting is set up to',
        ],
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        'You have the right of access (Art. 15 GDPR), rectification (Art. 16; most data you can change in your profile), erasure (Art. 17; "Delete account" in your profile, or through support as the terms of use say), restriction of processing (Art. 18), data portability (Art. 20) and objection (Art. 21), and you can withdraw a consent at any time. Contact the operator named in the imprint.',
        'You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR).',
      ],
    },
  ],
};
