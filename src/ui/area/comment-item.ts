import type { Comment } from '../../api/access';
import { commonName } from '../../domain/format';
import type { CommentItem } from './DetailParts';

/** A request's or task's comment as `CommentList` shows it (the author's common name when the server gives no name). */
export function commentItemOf(comment: Comment, index: number): CommentItem {
  return {
    key: `comment-${index}`,
    userName: comment.userName || commonName(comment.userDn),
    text: comment.text,
    at: comment.date,
    activity: comment.activity,
    system: comment.system,
  };
}
