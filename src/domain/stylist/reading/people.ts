/**
 * People a message names beside an occasion ('taking my niece ice skating', 'the grandkids' recital'): who one goes
 * with is never part of the occasion's name.
 */
// prettier-ignore
export const PEOPLE: readonly string[] = [
  'cousin', 'cousins', 'friend', 'friends', 'sister', 'sisters', 'brother', 'brothers', 'bro', 'bros', 'sis', 'mom', 'mum', 'mother',
  'dad', 'father', 'parents', 'boss', 'kid', 'kids', 'son', 'sons', 'daughter', 'daughters', 'niece', 'nieces', 'nephew', 'nephews',
  'grandkids', 'grandchildren', 'grandson', 'grandsons', 'granddaughter', 'granddaughters', 'grandma', 'grandpa', 'gran', 'nan',
  'grandmother', 'grandfather', 'children', 'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'aunt',
  'uncle', 'inlaws', 'in-laws', 'mate', 'mates', 'roommate', 'roommates', 'flatmate', 'flatmates', 'coworker', 'coworkers',
  'colleague', 'colleagues',
];
// Not 'baby', 'family', 'girls' or 'lads': they name occasions of their own ('a baby shower', 'girls' night').

/** Words that open a verb's object ('meeting the family', 'meeting her parents', 'opening my gifts'); the people nouns aside. */
// prettier-ignore
export const OBJECT_OPENERS: readonly string[] = ['them', 'him', 'her', 'us', 'you', 'a', 'an', 'the', 'my', 'his', 'their', 'our', 'your', 'some',
  'everyone', 'everybody', 'people'];
