import { useCore } from '../../../../src/core/react';
import { FeedbackBanner } from '../../../../src/ui/banner/FeedbackBanner';
import { parseStructuredFeedback } from '../../../../src/domain/feedback';
import { GallerySection } from './GallerySection';

/** Pushes each kind of message the banner shows into the core's feedback store. */
export function BannerSection() {
  const core = useCore();
  const examples: [string, () => void][] = [
    ['Success', () => core.feedback.show('success', 'Saved successfully.')],
    ['Warning', () => core.feedback.show('warning', 'Some items were skipped.')],
    ['Error', () => core.feedback.show('danger', 'Error Something went wrong ')],
    [
      'Structured result',
      () =>
        core.feedback.show(
          'danger',
          parseStructuredFeedback({
            // A server answer: single items and the string flag are normalised by the parser.
            success: 'false',
            succeeded: {
              name: 'cn=Finance Reader,cn=Level10,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system',
            },
            failed: [{ name: 'Payroll Admin', reason: 'The role is pending deletion.' }],
            sods: [{ sodName: 'Pay vs Approve', perm1Name: 'Payroll Admin', perm2Name: 'Payment Approver' }],
          }),
        ),
    ],
    ['Pinned', () => core.feedback.show('warning', 'This message stays until you close it.', { pinned: true })],
  ];
  return (
    <GallerySection id="banner" title="Feedback banner">
      <div className="gallery-row">
        {examples.map(([label, show]) => (
          <button key={label} type="button" className="idm-button secondary" onClick={show}>
            {label}
          </button>
        ))}
      </div>
      <FeedbackBanner />
    </GallerySection>
  );
}
