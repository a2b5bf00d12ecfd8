import { useState } from 'react';
import { GroupMembersDialog, TeamMembersDialog, type GroupRef, type TeamRef } from '../../../../src/ui/members';
import { QuickInfoTrigger } from '../../../../src/ui/quick-info';
import { GallerySection } from './GallerySection';
import { SAMPLE_PEOPLE, sampleMembers, sampleQuickInfo } from './sample-people';

/** The member dialogs and the quick-info popup over sample people (no server needed). */
export function MembersSection() {
  const [group, setGroup] = useState<GroupRef | null>(null);
  const [team, setTeam] = useState<TeamRef | null>(null);
  const [result, setResult] = useState('');
  const person = SAMPLE_PEOPLE[0];

  return (
    <GallerySection id="members" title="Member dialogs and quick info">
      <div className="gallery-row">
        <button
          type="button"
          className="idm-button secondary"
          onClick={() => setGroup({ dn: 'cn=Finance,ou=groups,o=data', name: 'Finance' })}
        >
          Group members…
        </button>
        <button
          type="button"
          className="idm-button secondary"
          onClick={() => setTeam({ dn: 'cn=Support Team,ou=teams,o=data', name: 'Support Team' })}
        >
          Team members…
        </button>
        {person && (
          <span>
            Quick info:{' '}
            <QuickInfoTrigger
              dn={person.dn}
              name={person.name}
              fetchQuickInfo={sampleQuickInfo}
              onViewMore={(dn) => setResult(`view more: ${dn}`)}
            />
          </span>
        )}
      </div>
      <p role="status" data-testid="members-result">
        {result}
      </p>
      <GroupMembersDialog
        group={group}
        fetchMembers={sampleMembers}
        onConfirm={(chosen) => {
          setResult(
            chosen.assignToGroup
              ? `group: ${chosen.group.name}`
              : `members: ${chosen.members.map((m) => m.name).join(', ')}`,
          );
          setGroup(null);
        }}
        onCancel={() => setGroup(null)}
      />
      <TeamMembersDialog
        team={team}
        fetchMembers={sampleMembers}
        onConfirm={(chosen) => {
          setResult(`team members: ${chosen.members.map((m) => m.name).join(', ')}`);
          setTeam(null);
        }}
        onCancel={() => setTeam(null)}
      />
    </GallerySection>
  );
}
