import { Group, Panel, Separator } from 'react-resizable-panels';
import { DiscoveryPanel } from './discovery/discovery-panel.tsx';
import { EditorPane } from './editor-pane.tsx';
import { IndexPanel } from './index-panel.tsx';
import { InputsPanel } from './inputs-panel.tsx';
import { OutputTabs } from './output-tabs.tsx';

/**
 * Side by side, from 900 px: inputs on the left (controls over the editor); on the
 * right the index, the product's main output, takes the larger share, over the
 * turn's details and the discovery chain. Every handle has a name, so a screen
 * reader says what it resizes and the arrow keys move it.
 */
export function WideLayout() {
  return (
    <Group orientation="horizontal" className="h-full">
      <Panel id="inputs-pane" defaultSize="32" minSize="20">
        <Group orientation="vertical" className="h-full">
          <Panel id="controls-pane" defaultSize="58" minSize="10">
            <InputsPanel />
          </Panel>
          <Separator className="h-1.5" aria-label="Resize the controls against the editor" />
          <Panel id="editor-pane" minSize="15">
            <EditorPane />
          </Panel>
        </Group>
      </Panel>
      <Separator className="w-1.5" aria-label="Resize the inputs against the outputs" />
      <Panel id="outputs-pane" minSize="30">
        <Group orientation="vertical" className="h-full">
          <Panel id="index-pane" defaultSize="55" minSize="15">
            <IndexPanel />
          </Panel>
          <Separator className="h-1.5" aria-label="Resize the index against the details" />
          <Panel id="lower-pane" minSize="20">
            {/* The turn's details and the discovery chain side by side: each keeps its full height. */}
            <Group orientation="horizontal" className="h-full">
              <Panel id="details-pane" defaultSize="56" minSize="20">
                <OutputTabs />
              </Panel>
              <Separator className="w-1.5" aria-label="Resize the details against the discovery chain" />
              <Panel id="discovery-pane" minSize="20">
                <DiscoveryPanel />
              </Panel>
            </Group>
          </Panel>
        </Group>
      </Panel>
    </Group>
  );
}
