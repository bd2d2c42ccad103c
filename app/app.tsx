import { Group, Panel, Separator } from 'react-resizable-panels';
import { DiscoveryPanel } from './components/discovery/discovery-panel.tsx';
import { EditorPane } from './components/editor-pane.tsx';
import { FileDrop } from './components/file-drop.tsx';
import { HeaderBar } from './components/header-bar.tsx';
import { ImportDialog } from './components/import/import-dialog.tsx';
import { IndexPanel } from './components/index-panel.tsx';
import { InputsPanel } from './components/inputs-panel.tsx';
import { NoticeBanner } from './components/notice-banner.tsx';
import { OpenDialog } from './components/open-dialog.tsx';
import { OtherTabOffer } from './components/other-tab-offer.tsx';
import { OutputTabs } from './components/output-tabs.tsx';
import { ThemeSync } from './components/theme-sync.tsx';

/**
 * Layout only: inputs on the left (controls over the editor); on the right, the
 * index over the turn's details and the discovery chain.
 */
export function App() {
  return (
    <div className="flex h-full flex-col">
      <ThemeSync />
      <HeaderBar />
      <NoticeBanner />
      <OtherTabOffer />
      <main className="min-h-0 flex-1">
        <Group orientation="horizontal" className="h-full">
          <Panel id="inputs-pane" defaultSize="36" minSize="20">
            <Group orientation="vertical" className="h-full">
              <Panel id="controls-pane" defaultSize="45" minSize="10">
                <InputsPanel />
              </Panel>
              <Separator className="h-1.5" />
              <Panel id="editor-pane" minSize="15">
                <EditorPane />
              </Panel>
            </Group>
          </Panel>
          <Separator className="w-1.5" />
          <Panel id="outputs-pane" minSize="30">
            <Group orientation="vertical" className="h-full">
              <Panel id="index-pane" defaultSize="42" minSize="15">
                <IndexPanel />
              </Panel>
              <Separator className="h-1.5" />
              <Panel id="lower-pane" minSize="20">
                {/* The turn's details and the discovery chain side by side: each keeps its full height. */}
                <Group orientation="horizontal" className="h-full">
                  <Panel id="details-pane" defaultSize="56" minSize="20">
                    <OutputTabs />
                  </Panel>
                  <Separator className="w-1.5" />
                  <Panel id="discovery-pane" minSize="20">
                    <DiscoveryPanel />
                  </Panel>
                </Group>
              </Panel>
            </Group>
          </Panel>
        </Group>
      </main>
      <OpenDialog />
      <ImportDialog />
      <FileDrop />
    </div>
  );
}
