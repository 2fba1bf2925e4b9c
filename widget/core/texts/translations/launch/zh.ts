import type { LaunchKey } from '../../launchEnglish';

/** The launch page's texts in Chinese (简体中文), as the card's Chinese. A chunk of its own: only the launch loads it. */
export const launchTranslation: Record<LaunchKey, string> = {
  launchNameTooLong: '名称长 {bytes} 字节；Metaplex 最多允许 {limit} 字节（一个汉字占 3 字节）。',
  launchSymbolTooLong: '代币符号长 {bytes} 字节；Metaplex 最多允许 {limit} 字节。',
  launchUriTooLong: 'URI 长 {bytes} 字节；Metaplex 最多允许 {limit} 字节。',
  launchFeeInvalid: '每项费用都必须在 0 % 到 100 % 之间。',
  launchReferralInvalid: '推荐分成必须是 0 到 100 之间的整数百分比。',
  launchVoteInvalid: '验证者的投票账户不是 Solana 地址。',
  launchVoteMissing: '此网络上 {address} 处没有投票账户。',
  launchMaxValidatorsInvalid: '验证者数量上限必须是 1 到 {max} 之间的整数。',
  launchAddressInUse: '启动由您的钱包推导出的地址 {address} 已被其他内容占用：此钱包无法在此启动。',
  launchStepAccounts: '正在创建储备账户、代币和费用账户',
  launchStepPool: '正在创建质押池',
  launchStepPoolDeposit: '正在创建质押池并完成您的首笔存入',
  launchStepMetadata: '正在为代币命名',
  launchStepDeposit: '正在为代币命名并完成您的首笔存入',
  launchStepValidator: '正在添加验证者',
  launchProgress: '第 {step} 步，共 {steps} 步：{title}',
  launchNotPlanned: '其交易不是计划中的启动步骤。',
  launchSpendsOther: '它会从您的钱包中取走 {spent} SOL；计划是 {planned} SOL。',
  launchTokensOther: '它会给您 {got} 新代币；计划是 {planned}。',
  launchAccountOther: '它会使账户 {address} 与计划不符。',
  launchStepRefused: '第 {step} 步（共 {steps} 步）未通过 Solana RPC 的检查，因此没有发送到您的钱包。',
  launchCancelled: '已在钱包中取消。已完成的步骤会保留；再次在 Solana 上创建即可从中断处继续。',
  launchStopped: '启动在下一次签名前停止。再次在 Solana 上创建即可从中断处继续。',
  launchStuck: 'Solana RPC 尚未显示已确认的步骤。请稍后再次在 Solana 上创建以继续。',
  launchInsufficientSol: '您的钱包有 {balance} SOL；剩余步骤需要 {needed} SOL（租金、您的首笔存入和手续费）。',
  launchRentNotCluster:
    'Solana RPC 给出的租金为每字节每年 {rate} lamports，{years} 年后豁免，燃烧 {burnt} %；每个 Solana 集群都是 3480、2 年和 50 %。未签署任何内容：请使用您信任的 RPC。',
  launchPoolShared:
    '在您的首笔存入之前，已有他人持有您位于 {pool} 的质押池 {supply} 中的 {others}：现在存入的价值可能低于您投入的金额。未签署任何内容；请使用另一个钱包启动。',
  launchSubmittedNote: 'Solana 上还什么都没有：这个按钮只在本页记录表单。要真正创建池，请连接钱包并点击 Create on Solana。',
  launchSummary: '您将签署 {count} 笔交易；约 {deposits} SOL 用作账户押金；{back} SOL 以 {symbol} 的形式回到您手中。',
  launchSummaryMost: '您的钱包最多支出 {total} SOL，其中最多 {metaplex} SOL 给 Metaplex，{fees} SOL 为网络费用。',
  launchDetails: '详情：每笔交易及其创建的账户',
  launchTermDeposit: '账户押金（租金）：账户在 Solana 上存在所需持有的 SOL。它留在账户中，不是费用。',
  launchTermNetworkFee: '网络费用：Solana 处理一笔交易收取的费用。',
  launchTermMetaplex: 'Metaplex 创建费：保存代币名称和符号的 Metaplex 一次性收取并保留。',
  launchTermReserve: '储备质押账户：存放池中尚未质押的 SOL；快速退出从这里支付。',
  launchTermMint: '池代币铸币账户：铸造 {symbol}；只有池能铸造更多。',
  launchTermManagerFee: '费用账户（您的）：您的每纪元费用以 {symbol} 到账的地方。',
  launchTermValidatorList: '验证者列表：池质押的验证者；能容纳的越多，押金越大。',
  launchTermPool: '质押池：池本身，包括其费用、总额，以及作为管理者的您。',
  launchTermMetadata: '代币元数据：钱包为 {symbol} 显示的名称、符号和链接。',
  launchTermWalletTokenAccount: '您的代币账户：存放您首次存入换得的 {symbol}。',
  launchTermValidatorStake: '验证者质押账户：池在您的验证者处的质押，来自您的首次存入。',
  launchStatusDone: '完成',
  launchStatusChecking: '检查中',
  launchStatusSigning: '等待您的钱包',
  launchStatusConfirming: '确认中',
  launchStatusWaiting: '等待中',
  launchStatusStopped: '在此停止',
  launchLive: '您的池已上线。',
  launchStakeInto: '质押到 {symbol}',
  launchNextTitle: '接下来会发生什么',
  launchNextListing:
    '要与其他项目一起列出，请把铸币地址（{mint}）、名称、符号、logo 链接和网站发给公共 LST 列表的维护者：在 github.com/igneous-labs/sanctum-lst-list 新建一个 issue（普通留言，无需代码）。在此之前，质押者可通过池页面或您的代码片段找到它。',
  launchNotStored:
    '不存储在任何地方：卖方费用（{fee} 个基点）、创作者和来源代币地址（{origin}）。质押池的代币在 Solana 上没有存放它们的位置（其元数据把卖方费用固定为 0、没有创作者，且池不持有其他代币），所以它们只留在本表单中，离开页面即消失。存储在 Solana 上的：名称、符号和元数据 URI 在代币元数据中，池的条款在池中。',
  launchSnippetDemo:
    '在演示中，您的池只存在于本页的演示链中。此代码片段加载试用脚本：它把演示服务和一个 burner 钱包带到您粘贴的页面，并以您池的副本（地址、名称和费用）启动演示链，因此带 pool= 的卡片在任何地方都能质押进去。不会触及 Solana。在 Solana 上，您的代码片段只有 lst-stake.js 和元素。',
  launchSnippetReal: '粘贴到任何页面：卡片立即质押到您的池（pool= 属性），即使还没有公共列表收录它。',
  launchEarlierFees:
    '您的钱包已在 {pool} 开始创建一个费用不同的池：周期 {epoch} %、存入 {deposit} %、提取 {withdrawal} %、推荐分成 {referral} %。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
  launchEarlierSize:
    '您的钱包已在 {pool} 开始创建一个可容纳 {max} 个验证者的池。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
  launchEarlierValidator:
    '您的钱包已在 {pool} 开始创建一个质押给验证者 {vote} 的池。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
  launchEarlierToken:
    '您的钱包已在 {pool} 开始创建一个池，其代币为 {name}（{symbol}），位于 {uri}。一个钱包只能创建一个池：选择相同的条款以继续，或使用另一个钱包创建。',
};
