/** /calendar?add-feed opens the 'Add calendar feed' dialog at once. */
export const ADD_FEED_PARAM = 'add-feed';
