#!/usr/bin/perl
# A second SMSC, independent of the npm `smpp` package: Debian's Net::SMPP (libnet-smpp-perl) in its server
# role. The server's SMPP adapter is cross-checked against it (apps/server/test/smpp/smpp-cross-check.test.ts):
# it binds ESMEs, answers submit_sm with a message id (or refuses by magic number), sends a deliver_sm receipt
# (the `stat:` text and the receipted_message_id / message_state TLVs) right after each answer, and reports
# what it decoded on stdout, one JSON object a line, with its own GSM 03.38 and UCS-2 decoding.
#
#   perl net-smpp-smsc.pl [--host 127.0.0.1] [--port 0] [--system-id ID] [--password PW]
#
# Lines: {"event":"listening","port":N}, then "bind", "submit_sm", "receipt" (the ESME's deliver_sm_resp)
# and "unbind". One connection is served at a time (an ESME's reconnection is served after the old one closes).
use strict;
use warnings;
use Encode qw(decode encode);
use Getopt::Long;
use IO::Handle;
use JSON::PP;
use Net::SMPP;

my %opt = (host => '127.0.0.1', port => 0, 'system-id' => undef, password => undef);
GetOptions(\%opt, 'host=s', 'port=i', 'system-id=s', 'password=s') or die "usage: $0 [--port N] [--system-id ID] [--password PW]\n";

STDOUT->autoflush(1);
my $json = JSON::PP->new->canonical->utf8;
sub emit { print $json->encode($_[0]), "\n" }

# Net::SMPP warns about every vendor TLV it has no name for (0x1400, 0x1401): expected here, so silenced.
$SIG{__WARN__} = sub { print STDERR $_[0] unless $_[0] =~ /^Unknown tag/ };

use constant {
    ESME_RINVPASWD   => 0x0e,
    ESME_RSUBMITFAIL => 0x45,
    ESME_RINVDSTADR  => 0x0b,
};
# message_state values (SMPP 3.4 section 5.2.28).
my %STATE = (ENROUTE => 1, DELIVRD => 2, EXPIRED => 3, DELETED => 4, UNDELIV => 5, ACCEPTD => 6, UNKNOWN => 7, REJECTD => 8);

# What the SMSC does with a destination: the API's test-mode magic numbers, as the npm simulator reads them.
sub plan_for {
    my ($to) = @_;
    return { refuse => ESME_RSUBMITFAIL } if $to eq '919000000004';
    return { refuse => ESME_RINVDSTADR }  if $to eq '919000000007';
    return { stat => 'UNDELIV' } if $to eq '919000000002';
    return { stat => 'REJECTD' } if $to eq '919000000003';
    return { stat => 'EXPIRED' } if $to eq '919000000005';
    return { stat => 'DELIVRD' };
}

# GSM 03.38 default alphabet and its extension table, written out here independently of the TypeScript ones.
my @GSM = split //, decode('UTF-8',
    "\@£\$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x{1b}ÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?"
  . "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà");
my %GSM_EXT = (10 => "\f", 20 => '^', 40 => '{', 41 => '}', 47 => '\\', 60 => '[', 61 => '~', 62 => ']', 64 => '|', 101 => "\x{20ac}");

sub decode_body {
    my ($octets, $coding) = @_;
    return decode('UTF-16BE', $octets) if $coding == 8;
    return decode('ISO-8859-1', $octets) if $coding != 0;
    my @c = unpack 'C*', $octets;
    my $out = '';
    for (my $i = 0; $i < @c; $i++) {
        if ($c[$i] == 0x1b && $i + 1 < @c) { $out .= $GSM_EXT{ $c[++$i] } // '?' }
        else { $out .= $GSM[ $c[$i] ] // '?' }
    }
    return $out;
}

sub record_submit {
    my ($pdu) = @_;
    my $sm = $pdu->{short_message} // '';
    my ($udh, $body) = (undef, $sm);
    my $concat;
    if (($pdu->{esm_class} & 0x40) && length $sm) {
        my $udhl = ord substr($sm, 0, 1);
        $udh = substr($sm, 0, $udhl + 1);
        $body = substr($sm, $udhl + 1);
        # Information elements after the length octet: IEI 0x00 is an 8-bit-reference concatenation.
        my $ies = substr($udh, 1);
        while (length $ies >= 2) {
            my ($iei, $len) = unpack 'CC', $ies;
            my $data = substr($ies, 2, $len);
            $concat = { ref => ord(substr($data, 0, 1)), total => ord(substr($data, 1, 1)), seq => ord(substr($data, 2, 1)) }
              if $iei == 0x00 && $len == 3;
            $ies = substr($ies, 2 + $len);
        }
    }
    my %tlvs;
    for my $key (grep { /^\d+$/ } keys %$pdu) {
        (my $value = $pdu->{$key}) =~ s/\0\z//;
        $tlvs{ sprintf '0x%x', $key } = $value;
    }
    return {
        source      => { addr => $pdu->{source_addr}, ton => $pdu->{source_addr_ton}, npi => $pdu->{source_addr_npi} },
        destination => { addr => $pdu->{destination_addr}, ton => $pdu->{dest_addr_ton}, npi => $pdu->{dest_addr_npi} },
        esmClass           => $pdu->{esm_class},
        dataCoding         => $pdu->{data_coding},
        registeredDelivery => $pdu->{registered_delivery},
        udh    => defined $udh ? unpack('H*', $udh) : undef,
        concat => $concat,
        body   => unpack('H*', $body),
        text   => decode_body($body, $pdu->{data_coding}),
        tlvs   => \%tlvs,
    };
}

sub stamp {
    my @t = gmtime;
    return sprintf '%02d%02d%02d%02d%02d', $t[5] % 100, $t[4] + 1, $t[3], $t[2], $t[1];
}

my $listener = Net::SMPP->new_listen($opt{host}, port => $opt{port}, smpp_version => 0x34)
  or die "Net::SMPP cannot listen on $opt{host}:$opt{port}: $!\n";
emit({ event => 'listening', port => $listener->sockport });
$SIG{TERM} = $SIG{INT} = sub { exit 0 };

my $next_id = 1;
my %receipt_of;    # deliver_sm sequence number => [message id, stat]

while (1) {
    my $c = $listener->accept or next;
    my $bound = 0;
    while (my $pdu = $c->read_pdu) {
        my $cmd = $pdu->{cmd};
        if ($cmd == 0x09 || $cmd == 0x02 || $cmd == 0x01) {
            my $ok = (!defined $opt{'system-id'} || $pdu->{system_id} eq $opt{'system-id'})
              && (!defined $opt{password} || $pdu->{password} eq $opt{password});
            my $resp = { 0x09 => 'bind_transceiver_resp', 0x02 => 'bind_transmitter_resp', 0x01 => 'bind_receiver_resp' }->{$cmd};
            # Reported before the answer, so whoever reads an answer finds its report already written.
            emit({ event => 'bind', command => Net::SMPP::pdu_tab->{$cmd}{cmd}, systemId => $pdu->{system_id}, accepted => $ok ? JSON::PP::true : JSON::PP::false });
            $c->$resp(seq => $pdu->{seq}, status => $ok ? 0 : ESME_RINVPASWD, system_id => 'NETSMPP');
            $bound = $ok;
        }
        elsif ($cmd == 0x15) {
            $c->enquire_link_resp(seq => $pdu->{seq});
        }
        elsif ($cmd == 0x06) {
            emit({ event => 'unbind' });
            $c->unbind_resp(seq => $pdu->{seq});
            last;
        }
        elsif ($cmd == 0x04) {
            my $record = record_submit($pdu);
            my $plan = plan_for($record->{destination}{addr});
            if (!$bound || $plan->{refuse}) {
                my $status = $bound ? $plan->{refuse} : 0x04;    # ESME_RINVBNDSTS before a bind
                emit({ event => 'submit_sm', %$record, commandStatus => $status, messageId => '' });
                $c->submit_sm_resp(seq => $pdu->{seq}, status => $status, message_id => '');
                next;
            }
            my $id = sprintf 'NS%08d', $next_id++;
            emit({ event => 'submit_sm', %$record, commandStatus => 0, messageId => $id });
            $c->submit_sm_resp(seq => $pdu->{seq}, message_id => $id);
            # The receipt goes at once: it may reach the ESME in the same read as the answer before it.
            my $stat = $plan->{stat};
            my $now = stamp();
            my $seq = $c->deliver_sm(
                async => 1,
                source_addr_ton  => $record->{destination}{ton},
                source_addr_npi  => $record->{destination}{npi},
                source_addr      => $record->{destination}{addr},
                dest_addr_ton    => $record->{source}{ton},
                dest_addr_npi    => $record->{source}{npi},
                destination_addr => $record->{source}{addr},
                esm_class        => 0x04,
                data_coding      => 0,
                short_message    => "id:$id sub:001 dlvrd:" . ($stat eq 'DELIVRD' ? '001' : '000')
                  . " submit date:$now done date:$now stat:$stat err:000 text:",
                receipted_message_id => "$id\0",
                message_state        => pack('C', $STATE{$stat}),
            );
            $receipt_of{$seq} = [ $id, $stat ];
        }
        elsif ($cmd == 0x80000005) {
            my $sent = delete $receipt_of{ $pdu->{seq} } // [ '', '' ];
            emit({ event => 'receipt', messageId => $sent->[0], stat => $sent->[1], answer => $pdu->{status} });
        }
        elsif (!($cmd & 0x80000000)) {
            $c->generic_nack(seq => $pdu->{seq}, status => 0x03);    # ESME_RINVCMDID
        }
    }
    close $c;
}
